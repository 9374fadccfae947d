import type { Kysely } from "kysely";
import type { DB, SubscriptionTable } from "../../db/schema";
import type { SubscriptionSnapshot } from "../../integrations/payments/payment-gateway";

/** Stripe statuses under which the subscriber keeps Premium. past_due too: Stripe is still retrying the card. */
export const PREMIUM_STATUSES = ["active", "trialing", "past_due"] as const;

export const grantsPremium = (row: Pick<SubscriptionTable, "status" | "current_period_end" | "refunded_at"> | null, now: Date) =>
  row !== null &&
  (PREMIUM_STATUSES as readonly string[]).includes(row.status) &&
  row.refunded_at === null &&
  (row.current_period_end === null || row.current_period_end > now.toISOString());

/** The user's subscriptions, newest first. */
export const subscriptionsOf = (db: Kysely<DB>, userId: string) =>
  db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id").execute();

/** Of a user's subscriptions (newest first), the one that says where they stand: the one granting Premium, else the newest. */
export const pickCurrent = (rows: SubscriptionTable[], now: Date): SubscriptionTable | null =>
  rows.find((row) => grantsPremium(row, now)) ?? rows[0] ?? null;

export async function currentSubscription(db: Kysely<DB>, userId: string, now: Date): Promise<SubscriptionTable | null> {
  return pickCurrent(await subscriptionsOf(db, userId), now);
}

/**
 * Stores Stripe's current state of a subscription, over whatever the app had: events may come late, twice or out of
 * order, and this only ever writes what Stripe says now. The user is the one the app named in the metadata, or the
 * owner of the customer; a subscription of nobody the app knows (or of a deleted account) is ignored. The first payment's date is kept.
 */
export async function saveSubscription(db: Kysely<DB>, snapshot: SubscriptionSnapshot, now: Date): Promise<SubscriptionTable | null> {
  const owner =
    snapshot.userId ??
    (await db.selectFrom("stripe_customers").select("user_id").where("customer_id", "=", snapshot.customerId).executeTakeFirst())?.user_id;
  if (!owner) return null;
  // Stripe's word on a deleted account's subscription (its cancellation, sent after the account is gone) is kept nowhere.
  if (!(await db.selectFrom("user").select("id").where("id", "=", owner).executeTakeFirst())) return null;
  const at = now.toISOString();
  const paidAt = snapshot.latestInvoicePaidAt?.toISOString() ?? null;
  const state = {
    status: snapshot.status,
    current_period_end: snapshot.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd ? 1 : 0,
    latest_invoice_id: snapshot.latestInvoiceId,
    updated_at: at,
  };
  return db
    .insertInto("subscriptions")
    .values({ id: snapshot.id, user_id: owner, customer_id: snapshot.customerId, ...state, first_paid_at: paidAt, refunded_at: null, created_at: at })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({ ...state, first_paid_at: eb.fn.coalesce("subscriptions.first_paid_at", eb.val(paidAt)) })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
