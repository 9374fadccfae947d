import { defaultComparisonPriceCents, differenceCents } from "../../../domain/claims/regular-price";
import { centsToDollars, dollarsToCents } from "../../../domain/money";
import type { ReceiptItemView } from "../../../domain/receipts/receipt-view-types";

export type ItemEdit =
  | { kind: "selection"; isSelected: boolean }
  | { kind: "regularPrice"; customRegularPrice: number }
  | { kind: "details"; productName: string; price: number };

/**
 * The item as the server would answer after the edit, for when the call failed and the change lives only in this
 * view (SPEC §8 "Item Updated Locally"). Same rules as the server: a custom price wins and selects the item, a
 * matched price stays, the default estimate follows the item price.
 */
export function applyLocalEdit(item: ReceiptItemView, edit: ItemEdit): ReceiptItemView {
  const next = { ...item };
  if (edit.kind === "selection") next.isSelected = edit.isSelected;
  if (edit.kind === "details") {
    next.productName = edit.productName;
    next.price = edit.price;
  }
  if (edit.kind === "regularPrice") {
    next.customRegularPrice = edit.customRegularPrice;
    next.isSelected = true;
  }
  const priceCents = dollarsToCents(next.price);
  let regularCents = dollarsToCents(next.regularPrice);
  if (next.customRegularPrice !== null) {
    regularCents = dollarsToCents(next.customRegularPrice);
    next.regularPriceSource = "custom";
  } else if (next.regularPriceSource === "default") {
    regularCents = defaultComparisonPriceCents(priceCents);
  }
  next.regularPrice = centsToDollars(regularCents);
  next.difference = centsToDollars(differenceCents(priceCents, regularCents));
  return next;
}

/** SPEC §5: the total deduction sums the positive differences of selected items only. */
export function totalSelectedDifferenceCents(items: readonly ReceiptItemView[]): number {
  return items.filter((i) => i.isSelected).reduce((sum, i) => sum + Math.max(0, dollarsToCents(i.difference)), 0);
}
