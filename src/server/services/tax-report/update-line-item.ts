import type { Kysely } from "kysely";
import { differenceCents } from "../../../domain/claims/regular-price";
import type { LineItemUpdate } from "../../../domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { toLineItemView } from "./line-item-view";

export const LINE_NOT_FOUND = "This record was not found. It may have been deleted.";

/** Edits one of the user's claim lines; the difference is always recomputed here from the prices. */
export async function updateLineItem(db: Kysely<DB>, userId: string, id: string, update: LineItemUpdate, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("line_items")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, LINE_NOT_FOUND);
    const gf = update.gf_price ?? row.gf_price_cents;
    const regular = update.non_gf_equiv_price ?? row.regular_price_cents;
    const regularChanged = update.non_gf_equiv_price !== undefined && update.non_gf_equiv_price !== row.regular_price_cents;
    const next = {
      product_name: update.product_name ?? row.product_name,
      store: update.store_location ?? row.store,
      gf_price_cents: gf,
      regular_price_cents: regular,
      difference_cents: differenceCents(gf, regular),
      claimant: update.claimant ?? row.claimant,
      share_pct: update.share_pct ?? row.share_pct,
      // A typed regular price no longer comes from the matched product.
      regular_product_id: regularChanged ? null : row.regular_product_id,
      regular_product_name: regularChanged ? null : row.regular_product_name,
      updated_at: now.toISOString(),
    };
    await trx.updateTable("line_items").set(next).where("id", "=", id).where("user_id", "=", userId).execute();
    return toLineItemView({ ...row, ...next });
  });
}

export async function deleteLineItem(db: Kysely<DB>, userId: string, id: string) {
  const result = await db.deleteFrom("line_items").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(404, LINE_NOT_FOUND);
}
