import type { ParsedLine, ParsedReceipt } from "#domain/receipt-reading/types";
import type { PhotoBox, ReceiptEngine } from "#domain/receipts/receipt-view-types";

/** A printed line as the receipt-text parser reads it, with where it was read on the user's photo. */
export interface ExtractedLine extends Omit<ParsedLine, "upc"> {
  /** Null when the engine does not say. */
  photoBox: PhotoBox | null;
}

/** What every extraction engine returns: the receipt as read, before gluten-free detection and matching. */
export interface ExtractedReceipt extends Omit<ParsedReceipt, "lines"> {
  items: ExtractedLine[];
}

export interface ReceiptExtractor {
  readonly engine: Exclude<ReceiptEngine, "text">;
  /** Receipts it reads well at once; the receipt work queue runs no more than this. */
  readonly concurrency: number;
  /**
   * `photos`: one photo, or two or three of one long receipt from top to bottom. `referenceDate` (ISO)
   * disambiguates short dates. The images stay in memory.
   */
  extract(photos: Buffer[], context: { referenceDate: string }): Promise<ExtractedReceipt>;
  close(): Promise<void>;
}
