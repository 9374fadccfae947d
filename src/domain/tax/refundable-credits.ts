import { said, type Said } from "../i18n/said";
import type { MessageKey } from "../i18n/translator";
import type { Cents } from "../money";
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
  /** Who qualifies and how much, with the year's figures, as a record said in the reader's language. */
  rule: Said;
  computed: Said | null;
  source: string;
}

function refundable(
  rules: RefundableCreditRules,
  nameKey: MessageKey,
  input: { claimedCents: Cents; earnedIncomeCents: Cents; familyNetIncomeCents: Cents },
): RefundableCreditEstimate {
  const base = { computed: rules.computed, source: rules.source };
  const name = said(nameKey);
  if (input.earnedIncomeCents < rules.minEarnedIncomeCents) {
    const rule = said("credit.rule.refundableFloor", { name, floor: { cents: rules.minEarnedIncomeCents }, earned: { cents: input.earnedIncomeCents } });
    return { ...base, qualifies: false, amountCents: 0, rule };
  }
  const gross = Math.min(rules.maxCents, applyBp(Math.max(0, input.claimedCents), rules.rateBp));
  const reduction = applyBp(Math.max(0, input.familyNetIncomeCents - rules.reductionThresholdCents), rules.reductionRateBp);
  const amountCents = Math.max(0, gross - reduction);
  const rule = said("credit.rule.refundable", {
    name,
    rate: { bp: rules.rateBp },
    claimed: { cents: input.claimedCents },
    max: { cents: rules.maxCents },
    reductionRate: { bp: rules.reductionRateBp },
    reductionThreshold: { cents: rules.reductionThresholdCents },
    reduction: { cents: reduction },
  });
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
  return refundable(refundableRulesFor(MEDICAL_EXPENSE_SUPPLEMENT, input.year), "credit.name.supplement", input);
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
    "credit.name.quebec462",
    input,
  );
}
