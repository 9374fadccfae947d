import type { PhotoBox } from "#domain/receipts/receipt-view-types";

export interface ExtractedLine {
  name: string;
  /** As printed; negative for a discount line. */
  priceCents: number;
  /** On an item: the discount lines printed under it (positive); else 0. */
  discountCents: number;
  /** On a discount line: the position of the item it reduces; null when it fits none. */
  appliesTo: number | null;
  quantity: number;
  kind: "item" | "discount" | "deposit" | "fee";
  /** Where the line was read on the user's photo; null when the engine does not say. */
  photoBox: PhotoBox | null;
}

/** What every extraction engine returns: the receipt as read, before gluten-free detection and matching. */
export interface ExtractedReceipt {
  store: string | null;
  address: string | null;
  purchaseDate: string | null;
  subtotalCents: number | null;
  totalCents: number | null;
  taxes: { label: string; cents: number }[];
  items: ExtractedLine[];
  balanced: boolean | null;
  warnings: string[];
}

export interface ReceiptExtractor {
  readonly engine: "ocr" | "openai";
  /**
   * `photos`: one photo, or two or three of one long receipt from top to bottom. `referenceDate` (ISO)
   * disambiguates short dates. The images stay in memory.
   */
  extract(photos: Buffer[], context: { referenceDate: string }): Promise<ExtractedReceipt>;
  close(): Promise<void>;
}
