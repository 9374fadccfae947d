import type { Kysely, Selectable, Updateable } from "kysely";
import { formatSize, type ComparablePrice, type Comparison } from "#domain/claims/comparable-price";
import { CATALOG_PRICE_YEAR } from "#domain/claims/grain-price-index";
import { isWithinLineBound } from "#domain/claims/line-claim";
import { acceptedReferenceDetail, chosenProductDetail } from "#domain/claims/regular-price";
import { detectGlutenFree } from "#domain/gluten-free/detect-gluten-free";
import { mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import { lineNote } from "#domain/gluten-free/line-note";
import { readTypedPackageSize } from "#domain/matching/parse-package-size";
import { dollarsToCents } from "#domain/money";
import { DomainError } from "#domain/errors";
import type { ComparableChoice } from "#domain/receipts/receipt-schemas";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import type { DB, ReceiptItemTable } from "../../db/schema";
import { comparisonColumns, comparisonOf, itemClaim, purchaseYearOf } from "./item-claim";
import type { ReceiptCatalog } from "./receipt-catalog";
import { loadItemRows, toItemView } from "./receipt-view";

/** An item by its id, or by receipt and position (docs/product-spec.md §7's index form, for items without an id). */
export type ItemRef = { itemId: string } | { receiptId: string; index: number };

type OwnItem = Selectable<ReceiptItemTable> & { status: string; purchase_date: string | null; created_at: string };

async function findOwnItem(db: Kysely<DB>, userId: string, ref: ItemRef): Promise<OwnItem> {
  let query = db
    .selectFrom("receipt_items as i")
    .innerJoin("receipts as r", "r.id", "i.receipt_id")
    .selectAll("i")
    .select(["r.status", "r.purchase_date", "r.created_at"])
    .where("r.user_id", "=", userId);
  query = "itemId" in ref ? query.where("i.id", "=", ref.itemId) : query.where("i.receipt_id", "=", ref.receiptId).where("i.position", "=", ref.index);
  const item = await query.executeTakeFirst();
  if (!item) throw new DomainError("itemId" in ref ? "ITEM_NOT_FOUND" : "ITEM_INDEX_INVALID");
  if (item.status === "confirmed") throw new DomainError("RECEIPT_ALREADY_SAVED");
  return item;
}

/** Refuses, with the reason, to make a line claimable that can never be: not a product, or not eligible food. */
function assertClaimable(item: OwnItem) {
  if (item.kind !== "item") throw new DomainError("LINE_NOT_A_PRODUCT");
  if (mayBeClaimed(item.eligibility)) return;
  const reason = lineNote({ kind: item.kind, name: item.name, eligibility: item.eligibility, gfConfirmed: false });
  // The note is a message without arguments, so the refusal says it in the request's language.
  throw new DomainError("LINE_NOT_ELIGIBLE", reason ? { detail: { key: reason.key } } : {});
}

/**
 * Changes one line of a receipt under review, never one already saved. The receipt row is locked first by a
 * conditional no-op update (still "processed", the caller's): on PostgreSQL that row lock is the one confirm's status
 * flip takes, so an edit and a confirm run one after the other. An edit that comes first is committed before confirm
 * reads the lines (and so is claimed); one that comes second finds the receipt saved and answers 409 instead of a
 * change nobody would see. SQLite runs one writer at a time, and the lock is this transaction's first statement.
 * The line is read again under the lock, so `change` decides from what is stored now.
 */
async function editItem(
  db: Kysely<DB>,
  userId: string,
  ref: ItemRef,
  change: (item: OwnItem) => Updateable<ReceiptItemTable>,
): Promise<ReceiptItemView> {
  return db.transaction().execute(async (trx) => {
    const receiptId =
      "itemId" in ref ? trx.selectFrom("receipt_items").select("receipt_id").where("id", "=", ref.itemId) : ref.receiptId;
    const locked = await trx
      .updateTable("receipts")
      .set({ status: "processed" })
      .where("id", "=", receiptId)
      .where("user_id", "=", userId)
      .where("status", "=", "processed")
      .executeTakeFirst();
    // Not locked: the line is not the caller's, is not there, or its receipt is saved; findOwnItem says which.
    const item = await findOwnItem(trx, userId, ref);
    if (Number(locked.numUpdatedRows) === 0) throw new DomainError("RECEIPT_ALREADY_SAVED");
    await trx.updateTable("receipt_items").set(change(item)).where("id", "=", item.id).execute();
    const row = (await loadItemRows(trx, item.receipt_id)).find((r) => r.id === item.id);
    if (!row) throw new DomainError("ITEM_NOT_FOUND");
    // Thrown inside the transaction, so the change is rolled back.
    if (!isWithinLineBound(row.price_cents - row.discount_cents, itemClaim(row, purchaseYearOf(item)))) {
      throw new DomainError("COMPARABLE_TOO_HIGH");
    }
    return toItemView(row, purchaseYearOf(item));
  });
}

export async function setItemSelection(db: Kysely<DB>, userId: string, ref: ItemRef, isSelected: boolean) {
  return editItem(db, userId, ref, (item) => {
    if (isSelected) assertClaimable(item);
    return { is_selected: isSelected ? 1 : 0 };
  });
}

/** A new name is read again: it may now say "GF", or name another food, so eligibility and comparison follow it. */
export async function setItemDetails(
  db: Kysely<DB>,
  catalog: ReceiptCatalog,
  userId: string,
  ref: ItemRef,
  details: { productName: string; price: number; quantity?: number },
) {
  return editItem(db, userId, ref, (item) => {
    const changes: Updateable<ReceiptItemTable> = {
      name: details.productName,
      price_cents: dollarsToCents(details.price),
      ...(details.quantity === undefined ? {} : { quantity: details.quantity }),
    };
    if (item.kind === "item" && details.productName !== item.name) {
      const gf = detectGlutenFree(details.productName, catalog.brands);
      const previous = comparisonOf(item);
      const userSize = previous?.gfSizeSource === "user" ? previous.gfSize : null;
      const comparable = mayBeClaimed(gf.eligibility);
      const comparison = comparable ? catalog.compare({ name: details.productName, category: gf.category, size: userSize }) : null;
      Object.assign(changes, {
        eligibility: gf.eligibility,
        is_gluten_free: gf.isGlutenFree ? 1 : 0,
        is_substitute: gf.eligibility === "substitute" ? 1 : 0,
        category: gf.category ?? item.category,
        ...comparisonColumns(comparison),
        regular_choice: null,
        regular_choice_json: null,
        // A name that now reads as a GF substitute is pre-selected as on upload; one that cannot be claimed is not.
        ...(gf.eligibility === "substitute" ? { is_selected: 1 } : comparable ? {} : { is_selected: 0 }),
      });
    }
    return changes;
  });
}

/**
 * docs/product-spec.md §4: saving a regular price also selects the item; null clears the user's price. The price is
 * for one pack.
 */
export async function setItemRegularPrice(db: Kysely<DB>, userId: string, ref: ItemRef, customRegularPrice: number | null) {
  return editItem(db, userId, ref, (item) => {
    if (customRegularPrice !== null) assertClaimable(item);
    return {
      custom_regular_price_cents: customRegularPrice === null ? null : dollarsToCents(customRegularPrice),
      ...(customRegularPrice === null ? {} : { is_selected: 1 }),
    };
  });
}

function chosen(comparison: Comparison | null, choice: ComparableChoice): ComparablePrice | null {
  if (choice.choice === "proposal") {
    if (!comparison?.proposal) throw new DomainError("NO_PROPOSAL");
    return null;
  }
  if (choice.choice === "category") {
    const reference = comparison?.categoryReference;
    if (!reference) throw new DomainError("NO_CATEGORY_REFERENCE");
    return { ...reference, detail: acceptedReferenceDetail(reference.detail) };
  }
  const product = comparison?.closest.find((p) => p.id === choice.productId);
  if (!product || product.perPackCents === null || !comparison?.gfSize) throw new DomainError("PRODUCT_NOT_LISTED");
  return {
    kind: "product",
    perPackCents: product.perPackCents,
    priceYear: CATALOG_PRICE_YEAR,
    // In the sizes' words as the receipt view lists them, so the review's own copy of this sentence is the same.
    detail: chosenProductDetail(
      { name: product.name, size: product.size ? formatSize(product.size) : null, vendor: product.vendor, observedOn: product.observedOn },
      formatSize(comparison.gfSize),
    ),
    productId: product.id,
    productName: product.name,
  };
}

/** The one-tap choices: one of the closest products, the category's reference, or back to the proposal. */
export async function setItemComparable(db: Kysely<DB>, userId: string, ref: ItemRef, choice: ComparableChoice) {
  return editItem(db, userId, ref, (item) => {
    assertClaimable(item);
    const picked = chosen(comparisonOf(item), choice);
    return {
      regular_choice: picked?.kind ?? null,
      regular_choice_json: picked ? JSON.stringify(picked) : null,
      custom_regular_price_cents: null,
      is_selected: 1,
    };
  });
}

/** The user vouches for a line the app could not classify (it still needs a comparable price to be saved). */
export async function setItemGlutenFreeConfirmation(db: Kysely<DB>, userId: string, ref: ItemRef, confirmed: boolean) {
  return editItem(db, userId, ref, (item) => {
    if (confirmed) assertClaimable(item);
    return { gf_confirmed: confirmed ? 1 : 0, ...(confirmed ? { is_selected: 1 } : {}) };
  });
}

/** The GF package size, when the receipt and the GF list do not give it; the comparison is found again for it. */
export async function setItemPackageSize(db: Kysely<DB>, catalog: ReceiptCatalog, userId: string, ref: ItemRef, size: string) {
  return editItem(db, userId, ref, (item) => {
    assertClaimable(item);
    const parsed = readTypedPackageSize(/^\s*\d+(?:[.,]\d+)?\s*$/.test(size) ? `${size} pk` : size);
    if (parsed === "unreadable") throw new DomainError("PACKAGE_SIZE_INVALID");
    if (parsed === "out-of-range") throw new DomainError("PACKAGE_SIZE_OUT_OF_RANGE");
    const comparison = catalog.compare({ name: item.name, category: item.category, size: parsed });
    return {
      ...comparisonColumns(comparison),
      // A product or reference chosen for another size no longer compares.
      regular_choice: null,
      regular_choice_json: null,
    };
  });
}

/** The line's food category, when the name was read into the wrong one: the comparison is found again in it. */
export async function setItemCategory(db: Kysely<DB>, catalog: ReceiptCatalog, userId: string, ref: ItemRef, category: string) {
  return editItem(db, userId, ref, (item) => {
    if (item.kind !== "item") throw new DomainError("LINE_NOT_A_PRODUCT");
    const previous = comparisonOf(item);
    const userSize = previous?.gfSizeSource === "user" ? previous.gfSize : null;
    const comparison = mayBeClaimed(item.eligibility) ? catalog.compare({ name: item.name, category, size: userSize }) : null;
    return {
      category,
      ...comparisonColumns(comparison),
      // A product or reference chosen in the old category no longer compares.
      regular_choice: null,
      regular_choice_json: null,
    };
  });
}
