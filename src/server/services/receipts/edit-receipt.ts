import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { calendarDay } from "#domain/calendar/canadian-calendar";
import { DomainError } from "#domain/errors";
import { detectGlutenFree } from "#domain/gluten-free/detect-gluten-free";
import { mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import { dollarsToCents } from "#domain/money";
import { itemReducedBy } from "#domain/receipt-reading/attach-discounts";
import type { ReceiptFacts } from "#domain/receipts/receipt-schemas";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import type { DB } from "../../db/schema";
import { comparisonColumns } from "./item-claim";
import type { ReceiptCatalog } from "./receipt-catalog";
import { buildReceiptView, findOwnReceipt } from "./receipt-view";

/**
 * Runs a change to a receipt under review and answers the whole receipt as it now is: every line priced in its
 * (perhaps new) purchase year, the analysis, and the possible-duplicate check run again. The receipt row is locked
 * first by the same conditional no-op update a line edit takes (update-receipt-item.ts), so a change and a save run
 * one after the other; a change that comes after the save finds the receipt saved (409). Another user's receipt
 * answers like an unknown one (404).
 */
async function editReceipt(
  db: Kysely<DB>,
  userId: string,
  receiptId: string | ((trx: Transaction<DB>) => Promise<string>),
  change: (trx: Transaction<DB>, receiptId: string) => Promise<void>,
): Promise<ReceiptView> {
  return db.transaction().execute(async (trx) => {
    const id = typeof receiptId === "string" ? receiptId : await receiptId(trx);
    const locked = await trx
      .updateTable("receipts")
      .set({ status: "processed" })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("status", "=", "processed")
      .executeTakeFirst();
    await findOwnReceipt(trx, userId, id);
    if (Number(locked.numUpdatedRows) === 0) throw new DomainError("RECEIPT_ALREADY_SAVED");
    await change(trx, id);
    return buildReceiptView(trx, await findOwnReceipt(trx, userId, id));
  });
}

/** The purchase date (it decides the tax year) and the store, as the user corrects them. */
export function setReceiptFacts(db: Kysely<DB>, userId: string, receiptId: string, facts: ReceiptFacts, now: Date) {
  if (facts.purchaseDate !== undefined && facts.purchaseDate > calendarDay(now)) throw new DomainError("PURCHASE_DATE_IN_FUTURE");
  return editReceipt(db, userId, receiptId, async (trx, id) => {
    await trx
      .updateTable("receipts")
      .set({
        ...(facts.purchaseDate === undefined ? {} : { purchase_date: facts.purchaseDate }),
        ...(facts.store === undefined ? {} : { store: facts.store }),
      })
      .where("id", "=", id)
      .execute();
  });
}

/**
 * A line the reading missed. It is read like a printed line: its name decides whether it is a gluten-free
 * substitute, and a claimable one gets a proposed comparable and is selected, as on upload.
 */
export function addReceiptItem(
  db: Kysely<DB>,
  catalog: ReceiptCatalog,
  userId: string,
  receiptId: string,
  item: { productName: string; price: number; quantity?: number },
) {
  return editReceipt(db, userId, receiptId, async (trx, id) => {
    const last = await trx
      .selectFrom("receipt_items")
      .select((eb) => eb.fn.max("position").as("max"))
      .where("receipt_id", "=", id)
      .executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const gf = detectGlutenFree(item.productName, catalog.brands);
    const claimable = mayBeClaimed(gf.eligibility);
    const comparison = claimable ? catalog.compare({ name: item.productName, category: gf.category }) : null;
    await trx
      .insertInto("receipt_items")
      .values({
        id: randomUUID(),
        receipt_id: id,
        position,
        name: item.productName,
        price_cents: dollarsToCents(item.price),
        quantity: item.quantity ?? 1,
        kind: "item",
        category: gf.category,
        eligibility: gf.eligibility,
        is_gluten_free: gf.isGlutenFree ? 1 : 0,
        is_substitute: gf.eligibility === "substitute" ? 1 : 0,
        is_selected: gf.eligibility === "substitute" ? 1 : 0,
        ...comparisonColumns(comparison),
      })
      .execute();
  });
}

/**
 * A line that was misread, or is not on the receipt at all. A discount line deleted gives back what it took off the
 * item it reduced, which then claims its full price again.
 */
export function deleteReceiptItem(db: Kysely<DB>, userId: string, itemId: string) {
  const receiptOf = async (trx: Transaction<DB>) => {
    const row = await trx
      .selectFrom("receipt_items as i")
      .innerJoin("receipts as r", "r.id", "i.receipt_id")
      .select("i.receipt_id")
      .where("i.id", "=", itemId)
      .where("r.user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw new DomainError("ITEM_NOT_FOUND");
    return row.receipt_id;
  };
  return editReceipt(db, userId, receiptOf, async (trx, receiptId) => {
    const lines = await trx
      .selectFrom("receipt_items")
      .select(["id", "kind", "price_cents as priceCents", "discount_cents as discountCents"])
      .where("receipt_id", "=", receiptId)
      .orderBy("position")
      .execute();
    const at = lines.findIndex((l) => l.id === itemId);
    const reducedAt = itemReducedBy(lines, at);
    if (reducedAt !== null) {
      const item = lines[reducedAt]!;
      await trx
        .updateTable("receipt_items")
        .set({ discount_cents: item.discountCents + lines[at]!.priceCents })
        .where("id", "=", item.id)
        .execute();
    }
    const deleted = await trx.deleteFrom("receipt_items").where("id", "=", itemId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new DomainError("ITEM_NOT_FOUND");
  });
}
