import { locateLines } from "#domain/receipt-reading/locate-lines";
import { mergePhotoRows } from "#domain/receipt-reading/merge-photo-rows";
import { parseReceiptText } from "#domain/receipt-reading/parse-receipt-text";
import { AppError } from "../../http/app-error";
import { createPpOcrPool } from "../ocr/ppocr/ppocr-pool";
import { tidyOcrText } from "../ocr/tidy-ocr-text";
import type { ExtractedReceipt, ReceiptExtractor } from "./receipt-extractor";

export interface OcrExtractorOptions {
  /** Worker threads reading photos (each holds the models, about 100 MB); receipts queue when all are busy. */
  workers: number;
  /** ONNX Runtime threads within each worker. */
  threadsPerWorker: number;
}

export const UNREADABLE_RECEIPT =
  "We could not read this receipt. Please take a clearer photo in good light, with the whole receipt visible.";

/**
 * Offline extraction: PP-OCR on worker threads reads each photo into printed rows; the rows of a long receipt's
 * photos are joined with their overlap counted once; the receipt-text parser reads the rows; each line keeps where
 * it was printed. The images never leave memory.
 */
export function createOcrReceiptExtractor({ workers, threadsPerWorker }: OcrExtractorOptions): ReceiptExtractor {
  const pool = createPpOcrPool(workers, threadsPerWorker);
  return {
    engine: "ocr",
    async extract(photos, { referenceDate }): Promise<ExtractedReceipt> {
      // The upload was decoded and checked before it got here; a photo the worker still cannot read is unreadable.
      const read = await Promise.all(photos.map((photo) => pool.read(photo))).catch(() => {
        throw new AppError(422, UNREADABLE_RECEIPT);
      });
      const rows = mergePhotoRows(
        read.map((page, photo) => page.rows.map((row) => ({ ...row, box: { photo, ...row.box, quarterTurns: page.quarters } }))),
      );
      const texts = rows.map((r) => tidyOcrText(r.text));
      const parsed = parseReceiptText(texts.join("\n"), { referenceDate });
      if (!parsed.lines.some((l) => l.kind === "item") && parsed.totalCents === null) {
        throw new AppError(422, UNREADABLE_RECEIPT);
      }
      const at = locateLines(
        parsed.lines.map((l) => l.name),
        texts,
      );
      return {
        store: parsed.store,
        address: parsed.address,
        purchaseDate: parsed.purchaseDate,
        subtotalCents: parsed.subtotalCents,
        totalCents: parsed.totalCents,
        taxes: parsed.taxes,
        items: parsed.lines.map(({ name, priceCents, discountCents, appliesTo, quantity, kind }, i) => ({
          name,
          priceCents,
          discountCents,
          appliesTo,
          quantity,
          kind,
          photoBox: at[i] == null ? null : rows[at[i]]!.box,
        })),
        balanced: parsed.balanced,
        warnings: parsed.warnings,
      };
    },
    close: () => pool.close(),
  };
}
