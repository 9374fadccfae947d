import { DomainError } from "#domain/errors";

export interface ReceiptWorkQueueOptions {
  /** Receipts decoded and read at once: each holds its photos decoded in memory while it runs. */
  workers: number;
  /** Uploads that may wait for a worker; their bodies are in memory too, so this bounds memory as well as delay. */
  depth: number;
  /** A typical receipt's reading time, from which the wait a refused upload is told to take is estimated. */
  secondsPerReceipt: number;
}

/** One upload's place in the queue, taken before its body is read and given back once it is answered. */
export interface ReceiptTicket {
  /** Runs `work` once a worker is free; at most `workers` of these run at the same time. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back; safe to call more than once, and deferred while `work` still runs. */
  release(): void;
}

export interface ReceiptWorkQueue {
  /** A place for one more upload, or RECEIPTS_BUSY (503, with a wait to retry after) when the queue is full. */
  admit(): ReceiptTicket;
  readonly load: { admitted: number; running: number };
}

/**
 * Bounds all the work a receipt upload costs (decoding the image, preparing it, reading it): a fixed number run,
 * a bounded number wait, and the rest are refused at once, before their bodies are read, with a time to retry.
 */
export function createReceiptWorkQueue({ workers, depth, secondsPerReceipt }: ReceiptWorkQueueOptions): ReceiptWorkQueue {
  let admitted = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  // A freed worker passes straight to the next waiter, so `running` never drops below what is really running.
  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < workers) {
        running++;
        resolve();
      } else waiting.push(resolve);
    });

  return {
    get load() {
      return { admitted, running };
    },
    admit() {
      if (admitted >= workers + depth) {
        const retryAfterSeconds = Math.max(5, Math.ceil((admitted / workers) * secondsPerReceipt));
        throw new DomainError("RECEIPTS_BUSY", { retryAfterSeconds });
      }
      admitted++;
      let active = 0;
      let released = false;
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        admitted--;
      };
      return {
        async run(work) {
          active++;
          await acquire();
          try {
            return await work();
          } finally {
            startNext();
            active--;
            if (released && active === 0) free();
          }
        },
        release() {
          released = true;
          if (active === 0) free();
        },
      };
    },
  };
}
