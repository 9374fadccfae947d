import type { Kysely } from "kysely";
import type { CreatedSubscription } from "#domain/api/plans";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/payment-gateway";
import { grantsPremium, saveSubscription, subscriptionsOf } from "./subscription-records";

/** One Stripe customer per user: made at the first upgrade, reused for every one after. */
async function customerFor(db: Kysely<DB>, gateway: PaymentGateway, user: { id: string; email: string }, now: Date): Promise<string> {
  const known = await db.selectFrom("stripe_customers").select("customer_id").where("user_id", "=", user.id).executeTakeFirst();
  if (known) return known.customer_id;
  const customerId = await gateway.createCustomer({ userId: user.id, email: user.email });
  await db
    .insertInto("stripe_customers")
    .values({ user_id: user.id, customer_id: customerId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return customerId;
}

/**
 * docs/product-spec.md §7 create-subscription: an incomplete yearly subscription whose first invoice the browser pays
 * with the Payment Element; `clientSecret` is what it confirms. One still waiting for its payment is reused, not
 * doubled. Premium itself is granted only when Stripe says the invoice is paid (the webhook, or a re-read of Stripe).
 */
export async function createSubscription(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  input: { user: { id: string; email: string }; now: Date },
): Promise<CreatedSubscription> {
  const rows = await subscriptionsOf(db, input.user.id);
  if (rows.some((row) => grantsPremium(row, input.now))) throw new DomainError("ALREADY_PREMIUM");
  for (const row of rows.filter((r) => r.status === "incomplete")) {
    const current = await gateway.retrieveSubscription(row.id);
    await saveSubscription(db, current, input.now);
    if (current.status === "incomplete" && current.clientSecret) return { clientSecret: current.clientSecret, subscriptionId: current.id };
  }
  const customerId = await customerFor(db, gateway, input.user, input.now);
  const created = await gateway.createSubscription({ customerId, userId: input.user.id });
  await saveSubscription(db, created, input.now);
  if (!created.clientSecret) throw new DomainError("PAYMENTS_UNAVAILABLE");
  return { clientSecret: created.clientSecret, subscriptionId: created.id };
}
