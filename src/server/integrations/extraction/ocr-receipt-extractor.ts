import { DomainError } from "#domain/errors";
import { locateLines } from "#domain/receipt-reading/locate-lines";
import { mergePhotoRows } from "#domain/receipt-reading/merge-photo-rows";
import { parseReceiptText } from "#domain/receipt-reading/parse-receipt-text";
import { createPpOcrPool } from "../ocr/ppocr/ppocr-pool";
import type { PhotoText } from "../ocr/ppocr/read-photo-text";
import { tidyOcrText } from "../ocr/tidy-ocr-text";
import type { ExtractedReceipt, ReceiptExtractor } from "./receipt-extractor";

export interface OcrExtractorOptions {
  /** Worker threads reading photos (each holds the models, about 100 MB); receipts queue when all are busy. */
  workers: number;
  /** ONNX Runtime threads within each worker. */
  threadsPerWorker: number;
}

/**
 * Offline extraction: PP-OCR on worker threads reads each photo into printed rows; the rows of a long receipt's
 * photos are joined with their overlap counted once; the receipt-text parser reads the rows; each line keeps where
 * it was printed. The images never leave memory.
 */
export function createOcrReceiptExtractor({ workers, threadsPerWorker }: OcrExtractorOptions): ReceiptExtractor {
  const pool = createPpOcrPool(workers, threadsPerWorker);
  return {
    engine: "ocr",
    concurrency: workers,
    async extract(photos, { referenceDate }): Promise<ExtractedReceipt> {
      // The upload was decoded and checked before it got here; a photo the worker still cannot read is unreadable.
      const read = await Promise.all(photos.map((photo) => pool.read(photo))).catch(() => {
        throw new DomainError("RECEIPT_UNREADABLE");
      });
      return readPrintedRows(read, referenceDate);
    },
    close: () => pool.close(),
  };
}

/**
 * The reading half of extraction: the printed rows of a receipt's photos (as the OCR worker returns them) → the
 * receipt, each line with where it was printed. Separate from the OCR so `bench:extract --cached` can run it alone.
 */
export function readPrintedRows(read: readonly PhotoText[], referenceDate: string): ExtractedReceipt {
  const rows = mergePhotoRows(
    read.map((page, photo) => page.rows.map((row) => ({ ...row, box: { photo, ...row.box, quarterTurns: page.quarters } }))),
  );
  const texts = rows.map((r) => tidyOcrText(r.text));
  const parsed = parseReceiptText(texts.join("\n"), { referenceDate });
  if (!parsed.lines.some((l) => l.kind === "item") && parsed.totalCents === null) {
    throw new DomainError("RECEIPT_UNREADABLE");
  }
  const at = locateLines(
    parsed.lines.map((l) => l.name),
    texts,
  );
  const { lines, ...receipt } = parsed;
  return {
    ...receipt,
    items: lines.map(({ upc: _upc, ...line }, i) => ({ ...line, photoBox: at[i] == null ? null : rows[at[i]]!.box })),
  };
}
