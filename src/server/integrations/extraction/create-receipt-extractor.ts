import { availableParallelism } from "node:os";
import type { Config } from "../../config";
import { createOcrReceiptExtractor } from "./ocr-receipt-extractor";
import { createOpenAiReceiptExtractor } from "./openai-receipt-extractor";
import type { ReceiptExtractor } from "./receipt-extractor";

/** The engine the configuration asks for; config.ts has already checked that `openai` has its URL and model. */
export function createReceiptExtractor(config: Config): ReceiptExtractor {
  if (config.EXTRACTION_ENGINE === "openai") {
    return createOpenAiReceiptExtractor({
      baseUrl: config.VISION_API_BASE_URL ?? "",
      apiKey: config.VISION_API_KEY,
      model: config.VISION_MODEL ?? "",
      timeoutMs: config.VISION_TIMEOUT_MS,
    });
  }
  // One worker with every core reads one photo fastest; more workers trade that for throughput under load.
  const workers = config.OCR_WORKERS ?? 1;
  return createOcrReceiptExtractor({ workers, threadsPerWorker: Math.max(1, Math.floor(availableParallelism() / workers)) });
}
