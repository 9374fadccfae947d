import type { SubscriptionView } from "#domain/api/plans";
import type { SubscriptionTable } from "../../db/schema";
import { grantsPremium } from "./subscription-records";

/** The money-back guarantee: a refund in full within this many days of the first payment. */
export const REFUND_DAYS = 30;

export function refundDeadline(row: SubscriptionTable): Date | null {
  return row.first_paid_at ? new Date(new Date(row.first_paid_at).getTime() + REFUND_DAYS * 24 * 60 * 60 * 1000) : null;
}

export function toSubscriptionView(row: SubscriptionTable | null, now: Date): SubscriptionView | null {
  if (!row) return null;
  const deadline = refundDeadline(row);
  const refundable = grantsPremium(row, now) && deadline !== null && deadline > now;
  return {
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    refundableUntil: refundable ? deadline.toISOString() : null,
  };
}
