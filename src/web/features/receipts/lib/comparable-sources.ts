import type { ComparableKind } from "#domain/claims/comparable-price";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";

const IN_WORDS: Record<ComparableKind, string> = {
  catalog: "proposed by the app",
  product: "a product you chose",
  category: "the category reference",
  custom: "a price you entered",
};

const ORDER: readonly ComparableKind[] = ["catalog", "product", "category", "custom"];

/**
 * Where the selected lines' comparable prices come from, in words: "2 proposed by the app, 1 a price you entered,
 * 1 still needs one". Null with nothing selected.
 */
export function describeComparableSources(items: readonly ReceiptItemView[]): string | null {
  const selected = items.filter((i) => i.isSelected);
  if (selected.length === 0) return null;
  const parts = ORDER.map((kind) => [selected.filter((i) => i.regularPriceSource === kind).length, IN_WORDS[kind]] as const)
    .filter(([count]) => count > 0)
    .map(([count, words]) => `${count} ${words}`);
  const missing = selected.filter((i) => i.regularPriceSource === null).length;
  if (missing > 0) parts.push(`${missing} still ${missing === 1 ? "needs" : "need"} one`);
  return parts.join(", ");
}
