import type { Kysely, Selectable, Updateable } from "kysely";
import { dollarsToCents } from "../../../domain/money";
import type { DB, ReceiptItemTable } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { ReceiptItemView } from "../../../domain/receipts/receipt-view-types";
import { loadItemRows, toItemView } from "./receipt-view";

/** An item by its id, or by its receipt and position (SPEC's index form, for items a client has no id for). */
export type ItemRef = { itemId: string } | { receiptId: string; index: number };

async function findOwnItem(db: Kysely<DB>, userId: string, ref: ItemRef): Promise<Selectable<ReceiptItemTable> & { status: string }> {
  let query = db
    .selectFrom("receipt_items as i")
    .innerJoin("receipts as r", "r.id", "i.receipt_id")
    .selectAll("i")
    .select("r.status")
    .where("r.user_id", "=", userId);
  query = "itemId" in ref ? query.where("i.id", "=", ref.itemId) : query.where("i.receipt_id", "=", ref.receiptId).where("i.position", "=", ref.index);
  const item = await query.executeTakeFirst();
  if (!item) throw new AppError(404, "itemId" in ref ? "Item not found." : "Invalid item index");
  if (item.status === "confirmed") {
    throw new AppError(409, "This receipt is already saved. Edit its lines on the Reports page.");
  }
  return item;
}

async function update(
  db: Kysely<DB>,
  userId: string,
  ref: ItemRef,
  changes: Updateable<ReceiptItemTable>,
): Promise<ReceiptItemView> {
  const item = await findOwnItem(db, userId, ref);
  await db.updateTable("receipt_items").set(changes).where("id", "=", item.id).execute();
  const rows = await loadItemRows(db, item.receipt_id);
  const row = rows.find((r) => r.id === item.id);
  if (!row) throw new AppError(404, "Item not found.");
  return toItemView(row);
}

export async function setItemSelection(db: Kysely<DB>, userId: string, ref: ItemRef, isSelected: boolean): Promise<ReceiptItemView> {
  if (isSelected) {
    const item = await findOwnItem(db, userId, ref);
    if (item.kind !== "item") throw new AppError(400, NOT_A_PRODUCT);
  }
  return update(db, userId, ref, { is_selected: isSelected ? 1 : 0 });
}

const NOT_A_PRODUCT = "Only a product can be claimed: discount, deposit and fee lines are not food.";

export const setItemDetails = (db: Kysely<DB>, userId: string, ref: ItemRef, details: { productName: string; price: number }) =>
  update(db, userId, ref, { name: details.productName, price_cents: dollarsToCents(details.price) });

/** SPEC: saving a regular price also selects the item; null clears the user's price. */
export async function setItemRegularPrice(db: Kysely<DB>, userId: string, ref: ItemRef, customRegularPrice: number | null) {
  const item = await findOwnItem(db, userId, ref);
  if (item.kind !== "item") throw new AppError(400, NOT_A_PRODUCT);
  return update(db, userId, ref, {
    custom_regular_price_cents: customRegularPrice === null ? null : dollarsToCents(customRegularPrice),
    ...(customRegularPrice === null ? {} : { is_selected: 1 }),
  });
}
