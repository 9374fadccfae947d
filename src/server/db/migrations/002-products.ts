import { sql, type Kysely } from "kysely";

export const productsTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("products")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("brand", "text")
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("size_value", "double precision")
      .addColumn("size_unit", "text")
      .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
      .addColumn("unit_price_cents_per_100", "integer")
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("observed_on", "text", (c) => c.notNull())
      .addColumn("vendor", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("products_category_idx").on("products").column("category").execute();
  },
};
