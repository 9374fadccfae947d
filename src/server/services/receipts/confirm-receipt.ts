import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { differenceCents, effectiveRegularPrice } from "../../../domain/claims/regular-price";
import { UNCATEGORIZED } from "../../../domain/gluten-free/categories";
import { dollarsToCents } from "../../../domain/money";
import type { VirtualItem } from "../../../domain/receipts/receipt-schemas";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { findOwnReceipt } from "./receipt-view";

export const NOTHING_SELECTED = "Please select at least one gluten-free item before saving.";
export const UNDATED = "This receipt's date could not be read. Enter the purchase date before saving: it decides the tax year.";
export const FUTURE_DATE = "The purchase date cannot be in the future.";

export interface ConfirmResult {
  logsCreated: number;
  alreadyConfirmed: boolean;
}

/**
 * Logs the selected items as claim lines, all or nothing. The status flip from "processed" to "confirmed" is the
 * guard: a double click, a retry or a second tab finds it flipped and gets the first call's count back.
 */
export async function confirmReceipt(
  db: Kysely<DB>,
  input: { userId: string; receiptId: string; virtualItems: VirtualItem[]; purchaseDate?: string; now: Date },
): Promise<ConfirmResult> {
  const receipt = await findOwnReceipt(db, input.userId, input.receiptId);
  const now = input.now.toISOString();
  // Never the upload day: a guessed date can move a purchase into another tax year.
  const purchaseDate = input.purchaseDate ?? receipt.purchase_date;
  if (receipt.status === "processed") {
    if (!purchaseDate) throw new AppError(400, UNDATED);
    if (purchaseDate > now.slice(0, 10)) throw new AppError(400, FUTURE_DATE);
  }
  return db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable("receipts")
      .set({ status: "confirmed", confirmed_at: now, ...(input.purchaseDate ? { purchase_date: input.purchaseDate } : {}) })
      .where("id", "=", receipt.id)
      .where("status", "=", "processed")
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) === 0) {
      const logged = await trx
        .selectFrom("line_items")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("receipt_id", "=", receipt.id)
        .executeTakeFirstOrThrow();
      return { logsCreated: Number(logged.n), alreadyConfirmed: true };
    }
    // Checked above for a receipt still being processed; repeated here for the type, and for a rollback.
    if (!purchaseDate) throw new AppError(400, UNDATED);

    if (input.virtualItems.length > 0) {
      const last = await trx
        .selectFrom("receipt_items")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("receipt_id", "=", receipt.id)
        .executeTakeFirst();
      const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await trx
        .insertInto("receipt_items")
        .values(
          input.virtualItems.map((v, i) => ({
            id: randomUUID(),
            receipt_id: receipt.id,
            position: start + i,
            name: v.productName,
            price_cents: dollarsToCents(v.price),
            category: v.category,
            is_gluten_free: v.isGlutenFree === false ? 0 : 1,
            is_substitute: 0,
            is_selected: 1,
            custom_regular_price_cents:
              v.customRegularPrice === null || v.customRegularPrice === undefined ? null : dollarsToCents(v.customRegularPrice),
          })),
        )
        .execute();
    }

    const selected = await trx
      .selectFrom("receipt_items as i")
      .leftJoin("products as p", "p.id", "i.matched_product_id")
      .selectAll("i")
      .select("p.name as product_name")
      .where("i.receipt_id", "=", receipt.id)
      .where("i.is_selected", "=", 1)
      .where("i.kind", "=", "item")
      .orderBy("i.position")
      .execute();
    if (selected.length === 0) throw new AppError(400, NOTHING_SELECTED);

    await trx
      .insertInto("line_items")
      .values(
        selected.map((item) => {
          // What was paid: the printed price less the item's own discount lines.
          const paidCents = item.price_cents - item.discount_cents;
          const regular = effectiveRegularPrice({
            priceCents: paidCents,
            customRegularPriceCents: item.custom_regular_price_cents,
            matchedRegularPriceCents: item.matched_product_id ? item.matched_regular_price_cents : null,
          });
          return {
            id: randomUUID(),
            user_id: input.userId,
            receipt_id: receipt.id,
            receipt_item_id: item.id,
            purchase_date: purchaseDate,
            store: receipt.store,
            product_name: item.name,
            gf_price_cents: paidCents,
            regular_price_cents: regular.cents,
            difference_cents: differenceCents(paidCents, regular.cents),
            quantity: item.quantity,
            category: item.category ?? UNCATEGORIZED,
            regular_product_id: regular.source === "match" ? item.matched_product_id : null,
            regular_product_name: regular.source === "match" ? item.product_name : null,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
    return { logsCreated: selected.length, alreadyConfirmed: false };
  });
}
