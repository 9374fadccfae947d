import type { Kysely } from "kysely";

/**
 * Receipts that come by e-mail or as a PDF (decision 034): the order number an online order prints, so the same order
 * sent twice is a duplicate, and each user's forwarding addresses (`receipts+<secret>@<domain>`): one active at a
 * time, a revoked one kept only so that mail to it is refused as unknown. One set of statements for both databases.
 */
export const eReceipts = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("receipts").addColumn("order_number", "text").execute();
    await db.schema.createIndex("receipts_user_order_number").on("receipts").columns(["user_id", "order_number"]).execute();
    await db.schema
      .createTable("receipt_mail_addresses")
      .addColumn("secret", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("receipt_mail_addresses_user").on("receipt_mail_addresses").columns(["user_id"]).execute();
  },
};
