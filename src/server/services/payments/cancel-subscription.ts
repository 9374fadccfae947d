import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/payment-gateway";
import { currentSubscription, grantsPremium, saveSubscription } from "./subscription-records";
import type { SubscriptionView } from "#domain/api/plans";
import { toSubscriptionView } from "./subscription-view";

/**
 * docs/product-spec.md §8: cancel at the end of the period; Premium lasts until then. Asking again changes nothing.
 * Stripe's answer is stored at once, and its webhook will say the same.
 */
export async function cancelSubscription(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  input: { userId: string; now: Date },
): Promise<SubscriptionView> {
  const row = await currentSubscription(db, input.userId, input.now);
  if (!row || !grantsPremium(row, input.now)) throw new DomainError("NO_SUBSCRIPTION_TO_CANCEL");
  if (row.cancel_at_period_end === 1) return toSubscriptionView(row, input.now)!;
  const saved = await saveSubscription(db, await gateway.cancelAtPeriodEnd(row.id), input.now);
  return toSubscriptionView(saved, input.now)!;
}
