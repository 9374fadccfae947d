export interface ExtractedLine {
  name: string;
  priceCents: number;
  quantity: number;
  kind: "item" | "discount" | "deposit" | "fee";
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
  /** `referenceDate` (ISO) disambiguates short dates; the image stays in memory. */
  extract(image: Buffer, context: { referenceDate: string }): Promise<ExtractedReceipt>;
  close(): Promise<void>;
}
