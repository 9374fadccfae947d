import { said, say, type Said } from "../i18n/said";
import type { Translator } from "../i18n/translator";
import type { Cents } from "../money";
import { applyBp, estimateMedicalExpenseCredit } from "../tax/medical-expense-credit";
import { estimateProvincialCredit } from "../tax/provincial-credit";
import { provincialRulesFor } from "../tax/provincial-credit-table";
import type { ProvinceCode } from "../tax/provinces";
import { medicalExpenseSupplement, quebecRefundableMedicalCredit } from "../tax/refundable-credits";
import { QUEBEC_ABATEMENT_BP, rulesForYear, THRESHOLD_INCOME_RATE_BP } from "../tax/tax-year-rules";

/** One spouse as the planner knows them: net income (line 23600) and earned income (employment and self-employment). */
export interface Person {
  netIncomeCents: Cents;
  earnedIncomeCents: Cents;
}

export interface HouseholdInput {
  year: number;
  /** Null until the user says where they lived on December 31: then no provincial figure is given. */
  province: ProvinceCode | null;
  you: Person;
  /** Null for a user without a spouse or common-law partner, or who has not typed their income. */
  spouse: Person | null;
  /** The period's eligible expenses on line 33099 (you, your spouse, children under 18) and on line 33199. */
  expenses33099Cents: Cents;
  expenses33199Cents: Cents;
  /** The dependant's own net income: their line-33199 expenses count above 3% of it (or the fixed amount). */
  dependantNetIncomeCents: Cents;
}

/** One figure of a plan, with the rule that made it and, where its year's figures were computed, how. */
export interface PlanFigure {
  label: string;
  amountCents: Cents;
  rule: string;
  computed: string | null;
}

export type Claimer = "you" | "spouse";

export interface ClaimOption {
  claimer: Claimer;
  figures: PlanFigure[];
  totalCents: Cents;
}

export interface ClaimPlan {
  options: ClaimOption[];
  /** The option that gives the most; null when none gives anything. */
  best: Claimer | null;
  bestRule: string;
  /** Set when no option gives anything: the plain sentence and what would change it. */
  notWorthClaiming: { rule: string; wouldChange: string[] } | null;
}

type Words = Pick<Translator, "t" | "format">;

const incomeWhose3PctIs = (cents: Cents) => Math.floor((cents * 10_000) / THRESHOLD_INCOME_RATE_BP);

/**
 * What the household's medical expenses give back, claimed on each spouse's return: the federal and provincial
 * non-refundable credits, the federal refundable supplement (line 45200) and, in Quebec, the refundable credit
 * (line 462), each with its rule in words (docs/tax-rules.md, "Getting the most back"). A non-refundable credit only
 * reduces tax: a claimer whose net income is under the federal basic personal amount has none to reduce, so the
 * planner counts those credits as $0 for them and says so.
 */
export function planClaim(input: HouseholdInput, words: Words): ClaimPlan {
  const { t, format } = words;
  const options: ClaimOption[] = [optionFor("you", input.you, input, words)];
  if (input.spouse) options.push(optionFor("spouse", input.spouse, input, words));
  const sorted = [...options].sort((a, b) => b.totalCents - a.totalCents);
  const top = sorted[0]!;
  if (top.totalCents === 0) {
    return { options, best: null, bestRule: "", notWorthClaiming: notWorth(input, words) };
  }
  const other = sorted[1];
  const bestRule = !other
    ? t("planner.rule.youOnly", { total: format.money(top.totalCents) })
    : other.totalCents === top.totalCents
      ? t("planner.rule.either", { total: format.money(top.totalCents) })
      : t("planner.rule.better", { claimer: top.claimer, difference: format.money(top.totalCents - other.totalCents) });
  return { options, best: top.claimer, bestRule, notWorthClaiming: null };
}

/** A refundable credit's rule and how its year was computed, in the reader's language. */
const ruleOf = (credit: { rule: Said; computed: Said | null }, words: Words) => ({
  rule: say(credit.rule, words),
  computed: credit.computed && say(credit.computed, words),
});

function optionFor(claimer: Claimer, person: Person, input: HouseholdInput, words: Words): ClaimOption {
  const { t, format } = words;
  const { year, province } = input;
  const federalRules = rulesForYear(year);
  const familyNetIncomeCents = input.you.netIncomeCents + (input.spouse?.netIncomeCents ?? 0);
  const noTax = person.netIncomeCents <= federalRules.basicPersonalAmountCents;
  const noTaxNote = noTax
    ? ` ${t("planner.rule.noTax", { income: format.money(person.netIncomeCents), basic: format.money(federalRules.basicPersonalAmountCents) })}`
    : "";
  const figures: PlanFigure[] = [];

  const own = estimateMedicalExpenseCredit({ year, netIncomeCents: person.netIncomeCents, gfExpensesCents: input.expenses33099Cents });
  const dependant = estimateMedicalExpenseCredit({ year, netIncomeCents: input.dependantNetIncomeCents, gfExpensesCents: input.expenses33199Cents });
  const line33200 = own.eligibleCents + dependant.eligibleCents;
  const federalGross = applyBp(line33200, federalRules.federalRateBp);
  const federal = province === "QC" ? federalGross - applyBp(federalGross, QUEBEC_ABATEMENT_BP) : federalGross;
  figures.push({
    label: t("planner.figure.federal"),
    amountCents: noTax ? 0 : federal,
    rule:
      t("planner.rule.federal", {
        rate: format.basisPoints(federalRules.federalRateBp),
        base: format.money(line33200),
        threshold: format.money(own.thresholdCents),
        dependant: input.expenses33199Cents > 0 ? format.money(dependant.thresholdCents) : "none",
      }) +
      (province === "QC" ? ` ${t("planner.rule.quebecAbatement", { rate: format.basisPoints(QUEBEC_ABATEMENT_BP) })}` : "") +
      noTaxNote,
    computed: federalRules.computed && say(federalRules.computed, words),
  });

  if (province) {
    const provincialOwn = estimateProvincialCredit({
      province,
      year,
      expensesCents: input.expenses33099Cents + (province === "QC" ? input.expenses33199Cents : 0),
      netIncomeCents: person.netIncomeCents,
      familyNetIncomeCents,
    });
    const provincialDependant =
      province === "QC"
        ? null
        : estimateProvincialCredit({ province, year, expensesCents: input.expenses33199Cents, netIncomeCents: input.dependantNetIncomeCents, familyNetIncomeCents });
    const provincialCents = provincialOwn.creditCents + (provincialDependant?.creditCents ?? 0);
    figures.push({
      label: t(province === "QC" ? "planner.figure.quebec" : "planner.figure.provincial"),
      amountCents: noTax ? 0 : provincialCents,
      rule: `${say(
        provincialDependant && input.expenses33199Cents > 0
          ? said("credit.rule.dependant", { rule: provincialOwn.rule, threshold: { cents: provincialDependant.thresholdCents } })
          : provincialOwn.rule,
        words,
      )}.${noTaxNote}`,
      computed: provincialOwn.computed && say(provincialOwn.computed, words),
    });
    if (province === "QC") {
      const quebec = quebecRefundableMedicalCredit({
        year,
        claimedCents: provincialOwn.eligibleCents,
        earnedIncomeCents: person.earnedIncomeCents,
        familyNetIncomeCents,
      });
      figures.push({ label: t("planner.figure.quebecRefundable"), amountCents: quebec.amountCents, ...ruleOf(quebec, words) });
    }
  }

  const supplement = medicalExpenseSupplement({ year, claimedCents: line33200, earnedIncomeCents: person.earnedIncomeCents, familyNetIncomeCents });
  figures.push({ label: t("planner.figure.supplement"), amountCents: supplement.amountCents, ...ruleOf(supplement, words) });

  return { claimer, figures, totalCents: figures.reduce((sum, f) => sum + f.amountCents, 0) };
}

function notWorth(input: HouseholdInput, { t, format }: Words): { rule: string; wouldChange: string[] } {
  const federal = rulesForYear(input.year);
  const incomes = [input.you.netIncomeCents, ...(input.spouse ? [input.spouse.netIncomeCents] : [])];
  const lowestIncome = Math.min(...incomes);
  const fixed = [federal.fixedThresholdCents];
  if (input.province) {
    const provincial = provincialRulesFor(input.province, input.year);
    if (provincial.fixedThresholdCents !== null) fixed.push(provincial.fixedThresholdCents);
  }
  const threshold = Math.min(applyBp(lowestIncome, THRESHOLD_INCOME_RATE_BP), ...fixed);
  const total = input.expenses33099Cents;
  const wouldChange: string[] = [];
  if (total <= threshold) {
    wouldChange.push(t("planner.change.more", { threshold: format.money(threshold), missing: format.money(threshold - total) }));
    if (total > 0) wouldChange.push(t("planner.change.lowerIncome", { income: format.money(incomeWhose3PctIs(total)) }));
  }
  if (incomes.every((income) => income <= federal.basicPersonalAmountCents)) {
    wouldChange.push(t("planner.change.tax", { basic: format.money(federal.basicPersonalAmountCents) }));
  }
  const rule =
    total <= threshold
      ? t("planner.notWorth.below", { total: format.money(total), threshold: format.money(threshold) })
      : t("planner.notWorth.noTax");
  return { rule, wouldChange };
}
