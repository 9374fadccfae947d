import { sql, type Kysely } from "kysely";

/**
 * What an auditor asks of each claim line: is it an eligible food, and where does its comparable price come from.
 * receipt_items keep the server's eligibility and the comparison it proposes (JSON: reference price per pack with
 * its source, and the closest catalog products); line_items keep the source as it was when saved, so a printed
 * summary does not change when the catalog does. Users set their claimant and share once; printed periods are
 * remembered so that an overlapping period can be warned about.
 */
export const claimSourcesAndDefaults = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("receipt_items")
      .addColumn("eligibility", "text", (c) => c.notNull().defaultTo("unknown"))
      .execute();
    await db.schema
      .alterTable("receipt_items")
      .addColumn("gf_confirmed", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("receipt_items").addColumn("comparison_json", "text").execute();
    await db.schema.alterTable("receipt_items").addColumn("regular_choice", "text").execute();
    await db.schema.alterTable("receipt_items").addColumn("regular_choice_json", "text").execute();
    await sql`update receipt_items set eligibility = 'substitute' where is_substitute = 1`.execute(db);
    await sql`update receipt_items set eligibility = 'not_food' where kind <> 'item'`.execute(db);

    await db.schema
      .alterTable("line_items")
      .addColumn("regular_source", "text", (c) => c.notNull().defaultTo("unrecorded"))
      .execute();
    await db.schema.alterTable("line_items").addColumn("regular_source_detail", "text").execute();
    await sql`update line_items set regular_source = 'catalog' where regular_product_id is not null`.execute(db);

    await db.schema
      .createTable("claim_defaults")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("claimant", "text", (c) => c.notNull().defaultTo("self"))
      .addColumn("share_pct", "integer", (c) => c.notNull().defaultTo(100))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("claim_prints")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("claimant", "text")
      .addColumn("period_start", "text", (c) => c.notNull())
      .addColumn("period_end", "text", (c) => c.notNull())
      .addColumn("printed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("claim_prints_user").on("claim_prints").columns(["user_id", "period_start"]).execute();
  },
};
