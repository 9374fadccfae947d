import type { Said } from "../i18n/said";
import { rulesForYear, THRESHOLD_INCOME_RATE_BP } from "./tax-year-rules";

export interface CreditEstimate {
  year: number;
  /** Lesser of 3% of net income and the year's fixed amount. */
  thresholdCents: number;
  /** The rate of net income (300 bp = 3%) and what it comes to: the income side of the threshold. */
  incomeRateBp: number;
  incomeThresholdCents: number;
  fixedThresholdCents: number;
  /** How the fixed amount was worked out, when it is not yet published (the screen says so). */
  thresholdComputed: Said | null;
  /** Expenses above the threshold. */
  eligibleCents: number;
  federalRateBp: number;
  federalCreditCents: number;
  /** False when the year's figures were borrowed from the nearest year the table knows. */
  exactYear: boolean;
}

/** `bp` basis points of an amount in cents, rounded half away from zero like every figure of the estimate. */
export const applyBp = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);

/**
 * The federal non-refundable credit for medical expenses. Other medical expenses count toward the same
 * threshold, so `otherExpensesCents` lets the user add them.
 */
export function estimateMedicalExpenseCredit(input: {
  year: number;
  netIncomeCents: number;
  gfExpensesCents: number;
  otherExpensesCents?: number;
}): CreditEstimate {
  const rules = rulesForYear(input.year);
  const incomeThresholdCents = applyBp(Math.max(0, input.netIncomeCents), THRESHOLD_INCOME_RATE_BP);
  const thresholdCents = Math.min(incomeThresholdCents, rules.fixedThresholdCents);
  const expenses = Math.max(0, input.gfExpensesCents) + Math.max(0, input.otherExpensesCents ?? 0);
  const eligibleCents = Math.max(0, expenses - thresholdCents);
  return {
    year: input.year,
    thresholdCents,
    incomeRateBp: THRESHOLD_INCOME_RATE_BP,
    incomeThresholdCents,
    fixedThresholdCents: rules.fixedThresholdCents,
    thresholdComputed: rules.computed,
    eligibleCents,
    federalRateBp: rules.federalRateBp,
    federalCreditCents: applyBp(eligibleCents, rules.federalRateBp),
    exactYear: rules.exact,
  };
}
