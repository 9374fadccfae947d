import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

export interface OcrText {
  text: string;
  /** tesseract's mean word confidence, 0..100. */
  confidence: number;
}

export interface TesseractPool {
  readonly size: number;
  /** OCR of an encoded image (PGM, PNG, JPEG...). Waits for a free worker when all are busy. */
  recognize(image: Buffer): Promise<OcrText>;
  /** Lets running jobs finish, refuses new ones, then terminates every worker. */
  close(): Promise<void>;
}

/**
 * French only: its LSTM model read the English receipts at least as well as `eng` did, the French ones better
 * (accents), in about 70% of the time; `eng+fra` was slower and no better (README).
 */
const LANGUAGE = "fra";
const LANG_PATH = join(
  dirname(createRequire(import.meta.url).resolve(`@tesseract.js-data/${LANGUAGE}/package.json`)),
  "4.0.0_best_int",
);

const PARAMETERS = {
  // One block of uniform text keeps each item's name and price on one line; psm 4 split them into columns.
  tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
  preserve_interword_spaces: "1",
  // In single-block mode the double-height store banner is otherwise discarded as an oversized blob.
  textord_excess_blobsize: "3",
  // PGM carries no resolution; this stops tesseract guessing one (and logging that it did) for every image.
  user_defined_dpi: "300",
};

async function startWorker(): Promise<Worker> {
  const worker = await createWorker(LANGUAGE, OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    // Read the bundled traineddata and keep it in memory: no cache files on disk.
    cacheMethod: "none",
    // Without a handler tesseract.js rethrows a failed job inside its message listener, crashing the
    // process; the job's own promise still rejects, so the caller sees the error.
    errorHandler: () => {},
  });
  await worker.setParameters(PARAMETERS);
  return worker;
}

/** Workers start on first use, up to one per core; requests queue when all are busy. */
export function createTesseractPool(size = Math.max(1, availableParallelism())): TesseractPool {
  const live = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: { resolve: (worker: Worker) => void; reject: (error: unknown) => void }[] = [];
  const running = new Set<Promise<OcrText>>();
  let slots = 0; // workers started or starting
  let closed = false;

  function spawn(): Promise<Worker> {
    slots++;
    const starting = startWorker();
    starting.then(
      (worker) => live.add(worker),
      () => {
        slots--;
        handOff();
      },
    );
    return starting;
  }

  function acquire(): Promise<Worker> {
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (slots < size) return spawn();
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  /** A slot came free without a worker to pass on: serve the next waiter with a fresh one. */
  function handOff(): void {
    const next = waiting.shift();
    if (next) acquire().then(next.resolve, next.reject);
  }

  function release(worker: Worker): void {
    const next = waiting.shift();
    if (next) next.resolve(worker);
    else idle.push(worker);
  }

  // A worker whose job failed may be broken (a crashed WebAssembly instance); replacing it costs a second.
  function discard(worker: Worker): void {
    live.delete(worker);
    slots--;
    worker.terminate().catch(() => {});
    handOff();
  }

  async function run(image: Buffer): Promise<OcrText> {
    const worker = await acquire();
    try {
      const { data } = await worker.recognize(image);
      release(worker);
      return { text: data.text, confidence: data.confidence };
    } catch (error) {
      discard(worker);
      throw error;
    }
  }

  return {
    size,
    recognize(image) {
      if (closed) return Promise.reject(new Error("The OCR pool is closed."));
      const job = run(image);
      running.add(job);
      job.then(
        () => running.delete(job),
        () => running.delete(job),
      );
      return job;
    },
    async close() {
      closed = true;
      // Every queued request belongs to a running job, so once these settle nothing waits any more.
      await Promise.allSettled(running);
      const workers = [...live];
      live.clear();
      idle.length = 0;
      slots = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
