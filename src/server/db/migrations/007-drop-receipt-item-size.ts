import type { Kysely } from "kysely";

/**
 * receipt_items.size_value/size_unit were never written: a line's package size is read from its name and the
 * comparison (comparison_json) records the size it used, so the columns only misled readers of the schema.
 */
export const dropReceiptItemSize = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("receipt_items").dropColumn("size_value").execute();
    await db.schema.alterTable("receipt_items").dropColumn("size_unit").execute();
  },
};
