import type { ComparableKind } from "#domain/claims/comparable-price";
import type { MessageKey, Translator } from "#domain/i18n/translator";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";

const IN_WORDS: Record<ComparableKind, MessageKey> = {
  catalog: "review.sources.catalog",
  product: "review.sources.product",
  category: "review.sources.category",
  custom: "review.sources.custom",
};

const ORDER: readonly ComparableKind[] = ["catalog", "product", "category", "custom"];

/**
 * Where the selected lines' comparable prices come from, in words: "2 proposed by the app, 1 a price you entered,
 * 1 still needs one". Null with nothing selected.
 */
export function describeComparableSources(items: readonly ReceiptItemView[], { t }: Pick<Translator, "t">): string | null {
  const selected = items.filter((i) => i.isSelected);
  if (selected.length === 0) return null;
  const parts = ORDER.map((kind) => [selected.filter((i) => i.regularPriceSource === kind).length, IN_WORDS[kind]] as const)
    .filter(([count]) => count > 0)
    .map(([count, words]) => t(words, { count }));
  const missing = selected.filter((i) => i.regularPriceSource === null).length;
  if (missing > 0) parts.push(t("review.sources.missing", { count: missing }));
  return parts.join(", ");
}
