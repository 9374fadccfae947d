import { formatCents, type Cents } from "../money";
import { applyBp } from "./medical-expense-credit";
import {
  MEDICAL_EXPENSE_SUPPLEMENT,
  QUEBEC_REFUNDABLE_MEDICAL_CREDIT,
  refundableRulesFor,
  type RefundableCreditRules,
} from "./refundable-credit-table";

export interface RefundableCreditEstimate {
  qualifies: boolean;
  amountCents: Cents;
  /** Who qualifies and how much, in words, with the year's figures. */
  rule: string;
  computed: string | null;
  source: string;
}

const pct = (bp: number) => `${bp / 100}%`;

function refundable(
  rules: RefundableCreditRules,
  name: string,
  input: { claimedCents: Cents; earnedIncomeCents: Cents; familyNetIncomeCents: Cents },
): RefundableCreditEstimate {
  const base = { computed: rules.computed, source: rules.source };
  const floor = `${name} needs earned income of at least ${formatCents(rules.minEarnedIncomeCents)}`;
  if (input.earnedIncomeCents < rules.minEarnedIncomeCents) {
    return { ...base, qualifies: false, amountCents: 0, rule: `${floor}; the claimant's is ${formatCents(input.earnedIncomeCents)}.` };
  }
  const gross = Math.min(rules.maxCents, applyBp(Math.max(0, input.claimedCents), rules.rateBp));
  const reduction = applyBp(Math.max(0, input.familyNetIncomeCents - rules.reductionThresholdCents), rules.reductionRateBp);
  const amountCents = Math.max(0, gross - reduction);
  const rule =
    `${name}: ${pct(rules.rateBp)} of the medical expenses claimed (${formatCents(input.claimedCents)}), at most ` +
    `${formatCents(rules.maxCents)}, less ${pct(rules.reductionRateBp)} of family net income above ` +
    `${formatCents(rules.reductionThresholdCents)} (${formatCents(reduction)}).`;
  return { ...base, qualifies: amountCents > 0, amountCents, rule };
}

/**
 * The federal refundable medical expense supplement (line 45200), paid even without tax to reduce: to a resident of
 * 18 or more whose earned income reaches the year's floor, on the medical expenses claimed on line 33200.
 */
export function medicalExpenseSupplement(input: {
  year: number;
  claimedCents: Cents;
  earnedIncomeCents: Cents;
  familyNetIncomeCents: Cents;
}): RefundableCreditEstimate {
  return refundable(refundableRulesFor(MEDICAL_EXPENSE_SUPPLEMENT, input.year), "The refundable medical expense supplement (line 45200)", input);
}

/** Quebec's refundable tax credit for medical expenses (line 462), on the amount of line 381. */
export function quebecRefundableMedicalCredit(input: {
  year: number;
  claimedCents: Cents;
  earnedIncomeCents: Cents;
  familyNetIncomeCents: Cents;
}): RefundableCreditEstimate {
  return refundable(
    refundableRulesFor(QUEBEC_REFUNDABLE_MEDICAL_CREDIT, input.year),
    "Quebec's refundable credit for medical expenses (line 462)",
    input,
  );
}
