import { formatCents, type Cents } from "../money";
import { applyBp } from "./medical-expense-credit";
import { provincialRulesFor } from "./provincial-credit-table";
import { provinceName, type ProvinceCode } from "./provinces";
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
  computed: string | null;
  source: string;
  /** False when the year is outside the table and the nearest year's figures were borrowed. */
  exactYear: boolean;
  /** The rule that made the figure, in words. */
  rule: string;
}

const pct = (bp: number) => `${bp / 100}%`;

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
  const name = provinceName(input.province);
  const expenses = Math.max(0, input.expensesCents);
  const family = rules.incomeBase === "family";
  const incomeThreshold = applyBp(Math.max(0, family ? input.familyNetIncomeCents : input.netIncomeCents), THRESHOLD_INCOME_RATE_BP);
  const thresholdCents = rules.fixedThresholdCents === null ? incomeThreshold : Math.min(incomeThreshold, rules.fixedThresholdCents);
  const eligibleCents = Math.max(0, expenses - thresholdCents);
  const rule = family
    ? `${name} (line 381): ${pct(rules.rateBp)} of the expenses above 3% of family income (${formatCents(incomeThreshold)})`
    : `${name}: ${pct(rules.rateBp)} of the expenses above the lesser of 3% of net income (${formatCents(incomeThreshold)}) and ${formatCents(rules.fixedThresholdCents!)}`;
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
