import { sql, type Kysely } from "kysely";

// Flags are 0/1 integers in both dialects, so rows read the same from SQLite and PostgreSQL.
export const receiptsTables = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("receipts")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("store", "text")
      .addColumn("address", "text")
      .addColumn("purchase_date", "text")
      .addColumn("subtotal_cents", "integer")
      .addColumn("total_cents", "integer")
      .addColumn("taxes_json", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("balanced", "integer")
      .addColumn("warnings_json", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("engine", "text", (c) => c.notNull())
      .addColumn("image_sha256", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("processed"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("confirmed_at", "text")
      .execute();
    await db.schema.createIndex("receipts_user_created_idx").on("receipts").columns(["user_id", "created_at"]).execute();
    await db.schema
      .createIndex("receipts_user_dup_idx")
      .on("receipts")
      .columns(["user_id", "store", "purchase_date", "total_cents"])
      .execute();

    await db.schema
      .createTable("receipt_items")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("receipt_id", "text", (c) => c.notNull().references("receipts.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("price_cents", "integer", (c) => c.notNull())
      .addColumn("quantity", "double precision", (c) => c.notNull().defaultTo(1))
      .addColumn("size_value", "double precision")
      .addColumn("size_unit", "text")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("item"))
      .addColumn("category", "text")
      .addColumn("is_gluten_free", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_substitute", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_selected", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("matched_product_id", "text", (c) => c.references("products.id").onDelete("set null"))
      .addColumn("match_score", "double precision")
      .addColumn("matched_regular_price_cents", "integer")
      .addColumn("custom_regular_price_cents", "integer")
      .addUniqueConstraint("receipt_items_receipt_position_uq", ["receipt_id", "position"])
      .execute();

    await db.schema
      .createTable("line_items")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("receipt_id", "text", (c) => c.references("receipts.id").onDelete("set null"))
      // One claim line per receipt item: the unique key makes confirming twice log once.
      .addColumn("receipt_item_id", "text", (c) => c.unique().references("receipt_items.id").onDelete("set null"))
      .addColumn("purchase_date", "text", (c) => c.notNull())
      .addColumn("store", "text")
      .addColumn("product_name", "text", (c) => c.notNull())
      .addColumn("gf_price_cents", "integer", (c) => c.notNull().check(sql`gf_price_cents >= 0`))
      .addColumn("regular_price_cents", "integer", (c) => c.notNull().check(sql`regular_price_cents >= 0`))
      .addColumn("difference_cents", "integer", (c) => c.notNull().check(sql`difference_cents >= 0`))
      .addColumn("quantity", "double precision", (c) => c.notNull().defaultTo(1))
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("regular_product_id", "text", (c) => c.references("products.id").onDelete("set null"))
      .addColumn("regular_product_name", "text")
      .addColumn("claimant", "text", (c) => c.notNull().defaultTo("self"))
      .addColumn("share_pct", "integer", (c) => c.notNull().defaultTo(100))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("line_items_user_date_idx").on("line_items").columns(["user_id", "purchase_date"]).execute();
  },
};
