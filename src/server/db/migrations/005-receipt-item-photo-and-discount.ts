import type { Kysely } from "kysely";

/**
 * Where each line was printed on the user's photo (fractions of the photo, JSON; never the photo itself), and the
 * discount lines printed under an item, so that a claim uses what was paid while the receipt reads as printed.
 */
export const receiptItemPhotoAndDiscount = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("receipt_items").addColumn("photo_box_json", "text").execute();
    await db.schema
      .alterTable("receipt_items")
      .addColumn("discount_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
