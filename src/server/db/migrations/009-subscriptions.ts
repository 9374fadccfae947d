import type { Kysely } from "kysely";

/**
 * Premium through Stripe. Stripe holds the truth; these rows are the app's copy of it, rewritten from Stripe's
 * current state on every webhook, so that each request can tell who is Premium without calling Stripe.
 * - stripe_customers: one Stripe customer per user, created once and reused.
 * - subscriptions: one row per Stripe subscription. `first_paid_at` starts the 30-day money-back guarantee.
 * - stripe_events: each webhook event id once, so a repeated delivery changes nothing.
 */
export const subscriptionsTables = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("stripe_customers")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("customer_id", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("subscriptions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("customer_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("current_period_end", "text")
      .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("latest_invoice_id", "text")
      .addColumn("first_paid_at", "text")
      .addColumn("refunded_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("subscriptions_user_id").on("subscriptions").column("user_id").execute();
    await db.schema
      .createTable("stripe_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("processed_at", "text", (c) => c.notNull())
      .execute();
  },
};
