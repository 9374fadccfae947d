import type { LineItemView } from "#domain/api/tax-report";
import { formatCount } from "../../../lib/format";

/**
 * What the lines of a year are, counted as they are: "4 lines from 1 receipt". A line whose receipt is gone (null)
 * still counts as a line but names no receipt.
 */
export function linesShown(items: readonly Pick<LineItemView, "receiptId">[], year: number): string {
  const receipts = new Set(items.flatMap((i) => (i.receiptId === null ? [] : [i.receiptId]))).size;
  const lines = formatCount(items.length, "line");
  return receipts === 0 ? `Showing ${lines} for ${year}.` : `Showing ${lines} from ${formatCount(receipts, "receipt")} for ${year}.`;
}
