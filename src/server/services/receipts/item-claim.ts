import type { Selectable } from "kysely";
import type { Comparison } from "#domain/claims/comparable-price";
import { lineClaim, type LineClaim } from "#domain/claims/line-claim";
import { purchaseYearOf as yearOfReceipt } from "#domain/claims/regular-price";
import { readComparablePrice, readComparison } from "../../db/json-columns";
import type { ReceiptItemTable } from "../../db/schema";

export const comparisonOf = (row: Pick<Selectable<ReceiptItemTable>, "comparison_json">) => readComparison(row.comparison_json);

/**
 * The receipt_items columns that keep a line's comparison, and the closest product that the view of
 * docs/product-spec.md §3 calls "matched".
 */
export function comparisonColumns(comparison: Comparison | null) {
  const closest = comparison?.closest[0] ?? null;
  return {
    comparison_json: comparison ? JSON.stringify(comparison) : null,
    matched_product_id: closest?.id ?? null,
    match_score: closest?.score ?? null,
    matched_regular_price_cents: comparison?.proposal?.perPackCents ?? null,
  };
}

/**
 * A stored receipt line's claim in a purchase year: the one reading both the review page and saving use. A caller
 * that has read the line's comparison already passes it, so the column is parsed once.
 */
export function itemClaim(row: Selectable<ReceiptItemTable>, purchaseYear: number, comparison: Comparison | null = comparisonOf(row)): LineClaim {
  return lineClaim({
    eligibility: row.eligibility,
    gfConfirmed: row.gf_confirmed === 1,
    paidCents: row.price_cents - row.discount_cents,
    quantity: row.quantity,
    comparison,
    choice: readComparablePrice(row.regular_choice_json),
    customPerPackCents: row.custom_regular_price_cents,
    purchaseYear,
  });
}

/** The year a receipt's claim is priced in: its date's, else (undated, not yet saved) the upload's. */
export const purchaseYearOf = (receipt: { purchase_date: string | null; created_at: string }) =>
  yearOfReceipt({ purchaseDate: receipt.purchase_date, createdAt: receipt.created_at });
