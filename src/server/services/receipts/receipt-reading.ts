import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { processReceipt, type ProcessReceiptDeps, type ProcessReceiptInput } from "./process-receipt";
import type { ReceiptWorkQueue } from "./receipt-work-queue";

export type ReadRequest = Omit<ProcessReceiptInput, "runQueued">;

/** One upload's place with the receipt reader, taken before its body is read. */
export interface ReadPlace {
  /** Reads the upload and stores it for review; the reservation becomes the receipt. */
  read(request: ReadRequest): Promise<ReceiptView>;
  /** Gives the place back; safe to call more than once, and deferred while a read still runs. */
  release(): void;
}

/**
 * Who reads an upload: this process (`in-process`, the default) or the worker processes through durable jobs
 * (`jobs`, decision 037). Either refuses with RECEIPTS_BUSY (503, with a wait) when it has no place left.
 */
export interface ReceiptReading {
  admit(): Promise<ReadPlace>;
  close(): Promise<void>;
}

/** The upload is read by the process that took it, in its bounded work queue. */
export function inProcessReading(deps: ProcessReceiptDeps, queue: ReceiptWorkQueue): ReceiptReading {
  return {
    async admit() {
      const ticket = queue.admit();
      return {
        read: (request) => processReceipt(deps, { ...request, runQueued: (work) => ticket.run(work) }),
        release: () => ticket.release(),
      };
    },
    async close() {},
  };
}
