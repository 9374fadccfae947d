import { randomUUID } from "node:crypto";
import { lineEligibility, mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import { dollarsToCents } from "#domain/money";
import type { VirtualItem } from "#domain/receipts/receipt-schemas";
import { comparisonColumns } from "./item-claim";
import type { ReceiptCatalog } from "./receipt-catalog";

/**
 * Receipt lines for items the upload page adds by hand. They are classified like printed lines: the client's
 * `isGlutenFree: false` makes a line not gluten-free, and no flag makes pet food or rice claimable; confirm-receipt
 * then refuses what is not eligible.
 */
export function virtualItemRows(catalog: ReceiptCatalog, receiptId: string, start: number, items: readonly VirtualItem[]) {
  return items.map((v, i) => {
    const food = lineEligibility(v.productName, v.isGlutenFree !== false);
    const eligibility = v.isGlutenFree === false && food.eligibility !== "not_food" ? "not_gluten_free" : food.eligibility;
    const comparison = mayBeClaimed(eligibility) ? catalog.compare({ name: v.productName, category: food.category }) : null;
    return {
      id: randomUUID(),
      receipt_id: receiptId,
      position: start + i,
      name: v.productName,
      price_cents: dollarsToCents(v.price),
      category: food.category ?? (comparison?.closest[0] ? (catalog.product(comparison.closest[0].id)?.category ?? null) : null),
      is_gluten_free: v.isGlutenFree === false ? 0 : 1,
      is_substitute: eligibility === "substitute" ? 1 : 0,
      is_selected: 1,
      eligibility,
      gf_confirmed: v.confirmedGlutenFree === true ? 1 : 0,
      ...comparisonColumns(comparison),
      custom_regular_price_cents:
        v.customRegularPrice === null || v.customRegularPrice === undefined ? null : dollarsToCents(v.customRegularPrice),
    };
  });
}
