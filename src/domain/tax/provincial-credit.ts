import { said, type Said } from "../i18n/said";
import type { Cents } from "../money";
import { applyBp } from "./medical-expense-credit";
import { provincialRulesFor } from "./provincial-credit-table";
import type { ProvinceCode } from "./provinces";
import { THRESHOLD_INCOME_RATE_BP } from "./tax-year-rules";

export interface ProvincialCreditEstimate {
  province: ProvinceCode;
  year: number;
  rateBp: number;
  /** The amount the expenses must pass: the lesser of 3% of income and the fixed amount (3% of family income in Quebec). */
  thresholdCents: Cents;
  eligibleCents: Cents;
  creditCents: Cents;
  /** Set when the year's figures were computed rather than read from its publication; the screens say so. */
  computed: Said | null;
  source: string;
  /** False when the year is outside the table and the nearest year's figures were borrowed. */
  exactYear: boolean;
  /** The rule that made the figure, as a record said in the reader's language. */
  rule: Said;
}

/**
 * The provincial or territorial non-refundable credit for medical expenses. Outside Quebec the expenses count above
 * the lesser of 3% of the claimant's net income and the province's fixed amount; in Quebec (line 381) above 3% of
 * family income, the couple's net incomes together. A dependant on line 33199 has their own threshold: pass their
 * net income as `netIncomeCents` (Quebec still takes 3% of the family's).
 */
export function estimateProvincialCredit(input: {
  province: ProvinceCode;
  year: number;
  expensesCents: Cents;
  netIncomeCents: Cents;
  familyNetIncomeCents: Cents;
}): ProvincialCreditEstimate {
  const rules = provincialRulesFor(input.province, input.year);
  const province = said(`province.${input.province}`);
  const expenses = Math.max(0, input.expensesCents);
  const family = rules.incomeBase === "family";
  const incomeThreshold = applyBp(Math.max(0, family ? input.familyNetIncomeCents : input.netIncomeCents), THRESHOLD_INCOME_RATE_BP);
  const thresholdCents = rules.fixedThresholdCents === null ? incomeThreshold : Math.min(incomeThreshold, rules.fixedThresholdCents);
  const eligibleCents = Math.max(0, expenses - thresholdCents);
  const rate = { bp: rules.rateBp };
  const threshold = { cents: incomeThreshold };
  const rule =
    rules.fixedThresholdCents === null
      ? said("credit.rule.family", { province, rate, threshold })
      : said("credit.rule.claimant", { province, rate, threshold, fixed: { cents: rules.fixedThresholdCents } });
  return {
    province: input.province,
    year: input.year,
    rateBp: rules.rateBp,
    thresholdCents,
    eligibleCents,
    creditCents: applyBp(eligibleCents, rules.rateBp),
    computed: rules.computed,
    source: rules.source,
    exactYear: rules.exact,
    rule,
  };
}
