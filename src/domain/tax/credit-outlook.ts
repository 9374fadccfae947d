import type { Said } from "../i18n/said";
import type { Cents } from "../money";
import { estimateMedicalExpenseCredit } from "./medical-expense-credit";
import { estimateProvincialCredit } from "./provincial-credit";
import type { ProvinceCode } from "./provinces";
import { rulesForYear, THRESHOLD_INCOME_RATE_BP } from "./tax-year-rules";

/** The federal credit at the net income the user gave. */
export interface CreditAtIncome {
  kind: "estimate";
  year: number;
  expensesCents: Cents;
  netIncomeCents: Cents;
  /** The lesser of 3% of that income and the year's fixed amount. */
  thresholdCents: Cents;
  federalRateBp: number;
  creditCents: Cents;
  /** The province's credit at the same income; null until the user says where they lived on December 31. */
  provincial: ProvincialAtIncome | null;
}

export interface ProvincialAtIncome {
  province: ProvinceCode;
  creditCents: Cents;
  /** The rule that made it, in words (Quebec's 3% is of family income: here the user's own, the one given). */
  rule: Said;
  /** How the year's figures were computed when they are not yet published; null when they are. */
  computed: Said | null;
}

/**
 * Without an income there is no single figure: the expenses count only above the lesser of 3% of net income and the
 * year's fixed amount. What can be said is the credit at any income (above the fixed amount, often $0) and the
 * incomes under which 3% of income is the lower threshold and the credit grows.
 */
export interface CreditRange {
  kind: "range";
  year: number;
  expensesCents: Cents;
  fixedThresholdCents: Cents;
  incomeRateBp: number;
  federalRateBp: number;
  /** What the expenses give at any income: the rate on what passes the fixed amount. */
  creditAtAnyIncomeCents: Cents;
  /** Net income at which 3% of it equals the fixed amount: below it the threshold is lower. */
  fixedThresholdFromIncomeCents: Cents;
  /** Net income under which 3% of it is less than the expenses, so they give a credit; null when they pass the fixed amount. */
  creditOnlyBelowIncomeCents: Cents | null;
}

export type CreditOutlook = CreditAtIncome | CreditRange;

/** The income whose 3% is `cents`. */
const incomeAtThreshold = (cents: number) => Math.round((cents * 10_000) / THRESHOLD_INCOME_RATE_BP);

/**
 * The dashboard's federal credit, and the province's beside it once the province is known, for the expenses of the
 * user's own line of the return (33099; each dependant on
 * 33199 has their own threshold): the estimate at their net income when they gave it, else the range in words, never
 * a figure that needs an income nobody has (docs/tax-rules.md, "Period, threshold and credit").
 */
export function creditOutlook(input: {
  year: number;
  expensesCents: Cents;
  netIncomeCents: Cents | null;
  province: ProvinceCode | null;
}): CreditOutlook {
  const rules = rulesForYear(input.year);
  const expensesCents = Math.max(0, input.expensesCents);
  if (input.netIncomeCents !== null) {
    const estimate = estimateMedicalExpenseCredit({ year: input.year, netIncomeCents: input.netIncomeCents, gfExpensesCents: expensesCents });
    return {
      kind: "estimate",
      year: input.year,
      expensesCents,
      netIncomeCents: input.netIncomeCents,
      thresholdCents: estimate.thresholdCents,
      federalRateBp: estimate.federalRateBp,
      creditCents: estimate.federalCreditCents,
      provincial: input.province === null ? null : provincialAt(input.province, input.year, expensesCents, input.netIncomeCents),
    };
  }
  const atHighIncome = estimateMedicalExpenseCredit({
    year: input.year,
    netIncomeCents: incomeAtThreshold(rules.fixedThresholdCents),
    gfExpensesCents: expensesCents,
  });
  return {
    kind: "range",
    year: input.year,
    expensesCents,
    fixedThresholdCents: rules.fixedThresholdCents,
    incomeRateBp: THRESHOLD_INCOME_RATE_BP,
    federalRateBp: rules.federalRateBp,
    creditAtAnyIncomeCents: atHighIncome.federalCreditCents,
    fixedThresholdFromIncomeCents: incomeAtThreshold(rules.fixedThresholdCents),
    creditOnlyBelowIncomeCents: expensesCents > rules.fixedThresholdCents ? null : incomeAtThreshold(expensesCents),
  };
}

function provincialAt(province: ProvinceCode, year: number, expensesCents: Cents, netIncomeCents: Cents): ProvincialAtIncome {
  const credit = estimateProvincialCredit({ province, year, expensesCents, netIncomeCents, familyNetIncomeCents: netIncomeCents });
  return { province, creditCents: credit.creditCents, rule: credit.rule, computed: credit.computed };
}
