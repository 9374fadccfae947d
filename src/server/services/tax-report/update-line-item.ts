import type { Kysely } from "kysely";
import type { LineItemView } from "#domain/api/tax-report";
import { differenceCents } from "#domain/claims/difference-cents";
import { calendarDay } from "#domain/calendar/canadian-calendar";
import { DomainError } from "#domain/errors";
import { ENTERED_BY_YOU } from "#domain/claims/comparable-words";
import { repriceLine } from "#domain/tax/reprice-line";
import { MAX_LINE_PRICE_CENTS, type LineItemUpdate } from "#domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";
import { sourceWordsColumns } from "../../db/source-words-columns";
import { toLineItemView } from "./line-item-view";

/**
 * Edits one of the user's claim lines; the difference is always recomputed here from the prices. A new purchase date
 * moves the line to the tax year and claim period it falls in, since every report selects lines by their date; a new
 * category files it under that category in every summary. Neither re-prices the line: its comparable was chosen and
 * saved, and its sources are not kept with it (decision 023).
 */
export async function updateLineItem(db: Kysely<DB>, userId: string, id: string, update: LineItemUpdate, now: Date): Promise<LineItemView> {
  if (update.purchase_date !== undefined && update.purchase_date > calendarDay(now)) throw new DomainError("PURCHASE_DATE_IN_FUTURE");
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("line_items")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw new DomainError("LINE_NOT_FOUND");
    const prices = repriceLine(
      { quantity: row.quantity, gfPriceCents: row.gf_price_cents, regularPriceCents: row.regular_price_cents },
      {
        quantity: update.quantity,
        gfPriceCents: update.gf_price,
        regularLineCents: update.non_gf_equiv_price,
        regularPackCents: update.non_gf_unit_price,
      },
    );
    // A total computed from a pack price and the quantity is held to the same bound as a typed one.
    if (prices.gfPriceCents > MAX_LINE_PRICE_CENTS || prices.regularPriceCents > MAX_LINE_PRICE_CENTS) {
      throw new DomainError("LINE_PRICE_TOO_HIGH");
    }
    // A typed regular price no longer comes from the catalog or the category: the line says the user entered it.
    const source = prices.regularTyped
      ? { regular_product_id: null, regular_product_name: null, regular_source: "custom" as const, ...sourceWordsColumns(ENTERED_BY_YOU) }
      : {};
    const next = {
      product_name: update.product_name ?? row.product_name,
      store: update.store_location ?? row.store,
      purchase_date: update.purchase_date ?? row.purchase_date,
      quantity: prices.quantity,
      category: update.category ?? row.category,
      gf_price_cents: prices.gfPriceCents,
      regular_price_cents: prices.regularPriceCents,
      difference_cents: differenceCents(prices.gfPriceCents, prices.regularPriceCents),
      claimant: update.claimant ?? row.claimant,
      share_pct: update.share_pct ?? row.share_pct,
      ...source,
      updated_at: now.toISOString(),
    };
    await trx.updateTable("line_items").set(next).where("id", "=", id).where("user_id", "=", userId).execute();
    return toLineItemView({ ...row, ...next });
  });
}

export async function deleteLineItem(db: Kysely<DB>, userId: string, id: string) {
  const result = await db.deleteFrom("line_items").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new DomainError("LINE_NOT_FOUND");
}
