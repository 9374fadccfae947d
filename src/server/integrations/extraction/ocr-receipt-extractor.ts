import { parseReceiptText } from "../../../domain/receipt/parse-receipt-text";
import { AppError } from "../../http/app-error";
import { ocrReceiptText } from "../ocr/ocr-receipt-text";
import { createTesseractPool } from "../ocr/tesseract-pool";
import type { ExtractedReceipt, ReceiptExtractor } from "./receipt-extractor";

export interface OcrExtractorOptions {
  /** tesseract.js workers (each holds the language model, tens of MB); receipts queue when all are busy. */
  workers: number;
}

export const UNREADABLE_RECEIPT =
  "We could not read this receipt. Please take a clearer photo in good light, with the whole receipt visible.";

/** Offline extraction: tesseract OCR on this server, then the receipt-text parser. The image never leaves memory. */
export function createOcrReceiptExtractor({ workers }: OcrExtractorOptions): ReceiptExtractor {
  const pool = createTesseractPool(workers);
  return {
    engine: "ocr",
    async extract(image, { referenceDate }): Promise<ExtractedReceipt> {
      // An undecodable image is refused here with AppError(415).
      const { text } = await ocrReceiptText(image, pool);
      const parsed = parseReceiptText(text, { referenceDate });
      if (!parsed.lines.some((l) => l.kind === "item") && parsed.totalCents === null) {
        throw new AppError(422, UNREADABLE_RECEIPT);
      }
      return {
        store: parsed.store,
        address: parsed.address,
        purchaseDate: parsed.purchaseDate,
        subtotalCents: parsed.subtotalCents,
        totalCents: parsed.totalCents,
        taxes: parsed.taxes,
        items: parsed.lines.map(({ name, priceCents, quantity, kind }) => ({ name, priceCents, quantity, kind })),
        balanced: parsed.balanced,
        warnings: parsed.warnings,
      };
    },
    close: () => pool.close(),
  };
}
