import type { LineItemView } from "#domain/api/tax-report";
import type { Translator } from "#domain/i18n/translator";

/**
 * What the lines of a year are, counted as they are: "4 lines from 1 receipt". A line whose receipt is gone (null)
 * still counts as a line but names no receipt.
 */
export function linesShown(items: readonly Pick<LineItemView, "receiptId">[], year: number, { t }: Pick<Translator, "t">): string {
  const receipts = new Set(items.flatMap((i) => (i.receiptId === null ? [] : [i.receiptId]))).size;
  return t("reports.linesShown", { lines: items.length, receipts, year });
}
