import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/payment-gateway";
import { grantsPremium, pickCurrent, saveSubscription, subscriptionsOf } from "./subscription-records";
import type { SubscriptionView } from "#domain/api/plans";
import { refundDeadline, toSubscriptionView } from "./subscription-view";

/**
 * The 30-day money-back guarantee: within 30 days of the first payment, the payment is refunded in full and the
 * subscription ends at once. The refund is recorded before the cancellation, so Premium ends even if Stripe fails
 * between the two; asking again then finishes the cancellation (the refund itself is idempotent at Stripe).
 */
export async function refundSubscription(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  input: { userId: string; now: Date },
): Promise<SubscriptionView> {
  const rows = await subscriptionsOf(db, input.userId);
  const unfinished = rows.find((row) => row.refunded_at !== null && row.status !== "canceled");
  const row = unfinished ?? pickCurrent(rows, input.now);
  const deadline = row ? refundDeadline(row) : null;
  const eligible = grantsPremium(row, input.now) && deadline !== null && deadline > input.now;
  if (!row || (!unfinished && !eligible)) throw new DomainError("REFUND_NOT_AVAILABLE");

  if (!row.refunded_at) {
    if (!row.latest_invoice_id) throw new DomainError("REFUND_NOT_AVAILABLE");
    await gateway.refundInvoice(row.latest_invoice_id);
    await db.updateTable("subscriptions").set({ refunded_at: input.now.toISOString() }).where("id", "=", row.id).execute();
  }
  const saved = await saveSubscription(db, await gateway.cancelNow(row.id), input.now);
  return toSubscriptionView(saved, input.now)!;
}
