import type { Kysely, Selectable } from "kysely";
import type { SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { centsToDollars } from "#domain/money";
import type { DB, ReceiptTable } from "../../db/schema";

/**
 * A saved receipt this one looks like: the very same photo or file, the same order number (an order's e-mail and its
 * PDF), or the same store, date and total. Only saved receipts
 * count, so a photo read twice and never saved, or a receipt waiting for review, never blocks another.
 */
export async function findSavedDuplicate(db: Kysely<DB>, r: Selectable<ReceiptTable>): Promise<SavedReceiptRef | null> {
  const row = await db
    .selectFrom("receipts")
    .select(["id", "created_at", "confirmed_at", "store", "purchase_date", "total_cents", "image_sha256"])
    .where("user_id", "=", r.user_id)
    .where("id", "!=", r.id)
    .where("status", "=", "confirmed")
    .where((eb) => {
      const sameImage = r.order_number === null ? eb("image_sha256", "=", r.image_sha256) : eb.or([eb("image_sha256", "=", r.image_sha256), eb("order_number", "=", r.order_number)]);
      if (!r.store || !r.purchase_date || r.total_cents === null) return sameImage;
      return eb.or([
        sameImage,
        eb.and([eb("store", "=", r.store), eb("purchase_date", "=", r.purchase_date), eb("total_cents", "=", r.total_cents)]),
      ]);
    })
    .orderBy("created_at")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.created_at,
    savedAt: row.confirmed_at,
    store: row.store,
    purchaseDate: row.purchase_date,
    total: row.total_cents === null ? null : centsToDollars(row.total_cents),
    sameImage: row.image_sha256 === r.image_sha256,
  };
}
