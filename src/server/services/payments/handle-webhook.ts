import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/payment-gateway";
import { saveSubscription } from "./subscription-records";

/**
 * POST /api/payments/webhook. The signature is checked on the raw body (400 otherwise, nothing changed). An event is
 * processed once: its id is stored with the change it caused. The event's own copy of the subscription is not
 * trusted (it may be stale, repeated or out of order): the subscription is read from Stripe and stored as it is now.
 * If Stripe cannot be read, the answer is 503 and Stripe delivers the event again later.
 */
export async function handleWebhook(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  input: { rawBody: Buffer; signature: string; now: Date },
): Promise<{ received: true; duplicate: boolean }> {
  const event = gateway.verifyWebhook(input.rawBody, input.signature);
  const seen = await db.selectFrom("stripe_events").select("id").where("id", "=", event.id).executeTakeFirst();
  if (seen) return { received: true, duplicate: true };
  const current = event.subscriptionId ? await gateway.retrieveSubscription(event.subscriptionId) : null;
  const duplicate = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("stripe_events")
      .values({ id: event.id, type: event.type, processed_at: input.now.toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return true;
    if (current) await saveSubscription(trx, current, input.now);
    return false;
  });
  return { received: true, duplicate };
}
