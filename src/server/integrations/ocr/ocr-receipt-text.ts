import { preprocessReceiptImage } from "./preprocess-receipt-image";
import type { TesseractPool } from "./tesseract-pool";
import { tidyOcrText } from "./tidy-ocr-text";

export interface ReceiptText {
  text: string;
  confidence: number;
  /** Wall time for pre-processing and OCR, queueing included. */
  ms: number;
}

/** The text of a receipt photo, read offline; the image stays in memory. */
export async function ocrReceiptText(image: Buffer, pool: TesseractPool): Promise<ReceiptText> {
  const started = performance.now();
  const prepared = await preprocessReceiptImage(image);
  const { text, confidence } = await pool.recognize(prepared);
  return { text: tidyOcrText(text), confidence, ms: Math.round(performance.now() - started) };
}
