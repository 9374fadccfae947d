import type { Said } from "../i18n/said";
/** "discount": a reduction printed as its own line; it is also recorded on the item it reduces (`discountCents`). */
export type ParsedLineKind = "item" | "discount" | "deposit" | "fee";

export interface ParsedLine {
  /** As printed, without a leading UPC/PLU or trailing tax flags. */
  name: string;
  /** The line amount as printed; negative for a "discount" line. */
  priceCents: number;
  /** On an item: what the discount and coupon lines printed under it take off (positive); else 0. */
  discountCents: number;
  /** On a discount line: the position (in `lines`) of the item it reduces; null when it fits no item. */
  appliesTo: number | null;
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
  /** The order or invoice number an online order prints; null on a till receipt. */
  orderNumber: string | null;
  subtotalCents: number | null;
  totalCents: number | null;
  /**
   * The amounts added between the subtotal and the total (taxes, fees, tips), then the taxes the prices already
   * include (`included`: shown, never added to the subtotal).
   */
  taxes: { label: string; cents: number; included?: boolean }[];
  lines: ParsedLine[];
  /** Whether lines add up to the subtotal and subtotal + taxes to the total; null when either is missing. */
  balanced: boolean | null;
  /** What the reader noticed, as records said in the reader's language (decision 038). */
  warnings: Said[];
}

export interface ParseOptions {
  /** ISO date ("today" for the caller); resolves two-digit years and rejects dates in the future. */
  referenceDate: string;
  /**
   * Who the document itself says sold it (a page's own site, an invoice's company), when it is not a photo: it names
   * the store before a known banner printed elsewhere on the page (a footer's list of the owner's other banners).
   */
  seller?: string | null;
  /**
   * The text is the document's own (a PDF's, an e-mail's), not a recogniser's reading: a printed total is then what the
   * seller charged, even where the lines and taxes do not come to it (a charge not itemised), and is never given up
   * for an amount that does.
   */
  exactText?: boolean;
}
