import type { Selectable } from "kysely";
import type { ComparablePrice, Comparison } from "#domain/claims/comparable-price";
import { lineClaim, type LineClaim } from "#domain/claims/line-claim";
import { isEligibility } from "#domain/gluten-free/food-eligibility";
import type { ReceiptItemTable } from "../../db/schema";

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

export const comparisonOf = (row: Pick<Selectable<ReceiptItemTable>, "comparison_json">) => parse<Comparison>(row.comparison_json);

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

/** A stored receipt line's claim in a purchase year: the one reading both the review page and saving use. */
export function itemClaim(row: Selectable<ReceiptItemTable>, purchaseYear: number): LineClaim {
  return lineClaim({
    eligibility: isEligibility(row.eligibility) ? row.eligibility : "unknown",
    gfConfirmed: row.gf_confirmed === 1,
    paidCents: row.price_cents - row.discount_cents,
    quantity: row.quantity,
    comparison: comparisonOf(row),
    choice: parse<ComparablePrice>(row.regular_choice_json),
    customPerPackCents: row.custom_regular_price_cents,
    purchaseYear,
  });
}

/** The year a receipt's claim is priced in: its date's, else (undated, not yet saved) the upload's. */
export const purchaseYearOf = (receipt: { purchase_date: string | null; created_at: string }) =>
  Number((receipt.purchase_date ?? receipt.created_at).slice(0, 4));
