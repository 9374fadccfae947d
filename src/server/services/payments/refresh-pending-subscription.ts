import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/payment-gateway";
import { saveSubscription } from "./subscription-records";

/**
 * A subscription still waiting for its first payment is read again from Stripe when the user looks at their plan:
 * coming back from the payment form, they see Premium even if the webhook is late. Stripe's word, not the browser's.
 * Should Stripe not answer, the stored state is shown and the webhook will catch up.
 */
export async function refreshPendingSubscription(db: Kysely<DB>, gateway: PaymentGateway | null, userId: string, now: Date): Promise<void> {
  if (!gateway) return;
  const pending = await db.selectFrom("subscriptions").select("id").where("user_id", "=", userId).where("status", "=", "incomplete").execute();
  for (const { id } of pending) {
    const current = await gateway.retrieveSubscription(id).catch(() => null);
    if (current) await saveSubscription(db, current, now);
  }
}
