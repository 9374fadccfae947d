/** "discount" is only for a reduction not attached to an item line (an item's own discount is folded into it). */
export type ParsedLineKind = "item" | "discount" | "deposit" | "fee";

export interface ParsedLine {
  /** As printed, without a leading UPC/PLU or trailing tax flags. */
  name: string;
  /** The line amount after the item's own discount or coupon; negative for a "discount" line. */
  priceCents: number;
  /** The count on a `2 @ 3.49` line, else 1 (a weighed item is one line). */
  quantity: number;
  kind: ParsedLineKind;
  upc: string | null;
}

export interface ParsedReceipt {
  store: string | null;
  address: string | null;
  /** ISO yyyy-mm-dd. */
  purchaseDate: string | null;
  subtotalCents: number | null;
  totalCents: number | null;
  taxes: { label: string; cents: number }[];
  lines: ParsedLine[];
  /** Whether lines add up to the subtotal and subtotal + taxes to the total; null when either is missing. */
  balanced: boolean | null;
  warnings: string[];
}

export interface ParseOptions {
  /** ISO date ("today" for the caller); resolves two-digit years and rejects dates in the future. */
  referenceDate: string;
}
