import { adjustToYear, CATALOG_PRICE_YEAR } from "#domain/claims/grain-price-index";
import { formatSize, type ComparablePrice } from "#domain/claims/comparable-price";
import { checkMatch } from "#domain/claims/match-confidence";
import { lineRegularPrice, packagesOf } from "#domain/claims/regular-price";
import { analyseReceiptLines } from "#domain/claims/receipt-analysis";
import { DomainError } from "#domain/errors";
import { classifyFood } from "#domain/gluten-free/classify-food";
import { lineNote, shownGlutenFree } from "#domain/gluten-free/line-note";
import type { ComparableView, ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { centsToDollars } from "#domain/money";
import type { Kysely, Selectable } from "kysely";
import type { DB, ReceiptItemTable, ReceiptTable } from "../../db/schema";
import { findSavedDuplicate } from "./find-saved-duplicate";
import { comparisonOf, itemClaim, purchaseYearOf } from "./item-claim";
import { readPhotoBox, readTaxes, readWarnings } from "../../db/json-columns";

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

type ItemRow = Selectable<ReceiptItemTable> & {
  product_name: string | null;
  product_brand: string | null;
  product_category: string | null;
  product_price_cents: number | null;
  product_size_value: number | null;
  product_size_unit: string | null;
};

function comparableView(c: ComparablePrice | null, year: number): ComparableView | null {
  if (!c) return null;
  const onePack = lineRegularPrice(c, 1, year);
  return { kind: c.kind, perPack: centsToDollars(onePack.perPackCents), detail: onePack.detail, productId: c.productId };
}

export function toItemView(row: ItemRow, purchaseYear: number): ReceiptItemView {
  const comparison = comparisonOf(row);
  const claim = itemClaim(row, purchaseYear, comparison);
  const eligibility = row.eligibility;
  const matched =
    row.matched_product_id && row.product_name
      ? {
          id: row.matched_product_id,
          productName: row.product_name,
          brand: row.product_brand,
          category: row.product_category ?? "",
          averagePrice: centsToDollars(row.product_price_cents ?? 0),
          size: row.product_size_value ? `${row.product_size_value} ${row.product_size_unit ?? ""}`.trim() : null,
        }
      : null;
  const comparable = claim.comparable;
  const reference = comparison?.categoryReference ?? null;
  const matchCheck = checkMatch({
    // The shelf price, not the price after discounts: a sale does not make a fair comparison look wrong.
    gfPerPackCents: row.price_cents / packagesOf(row.quantity),
    comparable: comparable && claim.regular ? { kind: comparable.kind, perPackCents: claim.regular.perPackCents } : null,
    score: comparison?.closest.find((p) => p.id === comparable?.productId)?.score ?? row.match_score,
    // row.category is the matched product's once one matched; the name says what the GF line itself is.
    gfCategory: classifyFood(row.name).category,
    // The closest product's category: the category reference's, and the proposal's (close products share it).
    productCategory: row.product_category ?? row.category,
    categoryMedianPerPackCents: reference ? lineRegularPrice(reference, 1, purchaseYear).perPackCents : null,
  });
  return {
    id: row.id,
    index: row.position,
    productName: row.name,
    price: centsToDollars(row.price_cents),
    quantity: row.quantity,
    category: row.category,
    isGlutenFree: shownGlutenFree(eligibility, row.is_gluten_free === 1, row.gf_confirmed === 1),
    isSubstitute: row.is_substitute === 1,
    isSelected: row.is_selected === 1,
    matchedProductId: matched ? row.matched_product_id : null,
    matchedProduct: matched,
    matchScore: row.match_score,
    customRegularPrice: dollars(row.custom_regular_price_cents),
    eligibility,
    eligibilityNote: lineNote({ kind: row.kind, name: row.name, eligibility, gfConfirmed: row.gf_confirmed === 1 }),
    gfConfirmed: row.gf_confirmed === 1,
    packageSize: comparison?.gfSize ? formatSize(comparison.gfSize) : null,
    packageSizeSource: comparison?.gfSizeSource ?? null,
    proposal: comparableView(comparison?.proposal ?? null, purchaseYear),
    closestProducts: (comparison?.closest ?? []).map((p) => ({
      id: p.id,
      productName: p.name,
      vendor: p.vendor,
      size: p.size ? formatSize(p.size) : null,
      price: centsToDollars(p.priceCents),
      observedOn: p.observedOn,
      perPack: p.perPackCents === null ? null : centsToDollars(adjustToYear(p.perPackCents, CATALOG_PRICE_YEAR, purchaseYear).cents),
    })),
    categoryReference: comparableView(comparison?.categoryReference ?? null, purchaseYear),
    regularPricePerPack: dollars(claim.regular?.perPackCents ?? null),
    regularPrice: dollars(claim.regular?.cents ?? null),
    regularPriceSource: claim.comparable?.kind ?? null,
    regularPriceDetail: claim.regular?.detail ?? null,
    regularPriceProductId: claim.comparable?.productId ?? null,
    matchCheck,
    discount: centsToDollars(row.discount_cents),
    difference: dollars(claim.differenceCents),
    needs: row.kind === "item" ? claim.blocker : null,
    photoBox: readPhotoBox(row.photo_box_json),
  };
}

export async function loadItemRows(db: Kysely<DB>, receiptId: string): Promise<ItemRow[]> {
  return db
    .selectFrom("receipt_items as i")
    .leftJoin("products as p", "p.id", "i.matched_product_id")
    .selectAll("i")
    .select([
      "p.name as product_name",
      "p.brand as product_brand",
      "p.category as product_category",
      "p.price_cents as product_price_cents",
      "p.size_value as product_size_value",
      "p.size_unit as product_size_unit",
    ])
    .where("i.receipt_id", "=", receiptId)
    .orderBy("i.position")
    .execute();
}

/** The receipt if it belongs to the user; another user's id answers exactly like an unknown one. */
export async function findOwnReceipt(db: Kysely<DB>, userId: string, receiptId: string): Promise<Selectable<ReceiptTable>> {
  const receipt = await db
    .selectFrom("receipts")
    .selectAll()
    .where("id", "=", receiptId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!receipt) throw new DomainError("RECEIPT_NOT_FOUND");
  return receipt;
}

export async function buildReceiptView(db: Kysely<DB>, receipt: Selectable<ReceiptTable>): Promise<ReceiptView> {
  const rows = await loadItemRows(db, receipt.id);
  const year = purchaseYearOf(receipt);
  const items = rows.map((row) => toItemView(row, year));
  const duplicate = receipt.status === "processed" ? await findSavedDuplicate(db, receipt) : null;
  const eligibleCents = rows.reduce((sum, row) => {
    if (row.is_selected !== 1) return sum;
    return sum + (itemClaim(row, year).differenceCents ?? 0);
  }, 0);
  return {
    id: receipt.id,
    storeLocation: [receipt.store, receipt.address].filter(Boolean).join(", ") || null,
    store: receipt.store,
    address: receipt.address,
    purchaseDate: receipt.purchase_date,
    total: dollars(receipt.total_cents),
    subtotal: dollars(receipt.subtotal_cents),
    taxes: readTaxes(receipt.taxes_json).map((t) => ({
      label: t.label,
      amount: centsToDollars(t.cents),
      included: t.included === true,
    })),
    status: receipt.status,
    balanced: receipt.balanced === null ? null : receipt.balanced === 1,
    warnings: readWarnings(receipt.warnings_json),
    engine: receipt.engine,
    createdAt: receipt.created_at,
    possibleDuplicate: duplicate,
    // The review screens work the same analysis out from the lines as the user edits them.
    analysis: analyseReceiptLines(items),
    totalEligibleDifference: centsToDollars(eligibleCents),
    items,
  };
}
