import { openSync, writeSync, closeSync } from "node:fs";
import type { ReceiptExtractor } from "../../integrations/extraction/receipt-extractor";

/**
 * Tests only (RECEIPT_READ_HOLD_FILE, refused in production): once `file`'s folder exists, the first read of all the
 * workers sharing `file` creates it, writes its process id there and never ends, so a test knows a worker is mid-read
 * before it kills it. Every other read, in any process, runs as usual, and so does every read before the folder is
 * made (the test arms the hold when it wants it).
 */
export function holdFirstRead(extractor: ReceiptExtractor, file: string): ReceiptExtractor {
  return {
    engine: extractor.engine,
    concurrency: extractor.concurrency,
    close: () => extractor.close(),
    async extract(photos, context) {
      let fd: number;
      try {
        fd = openSync(file, "wx");
      } catch {
        return extractor.extract(photos, context);
      }
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return new Promise<never>(() => undefined);
    },
  };
}
