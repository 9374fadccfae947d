import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PhotoText } from "./read-photo-text";
import type { WorkerJob, WorkerReply } from "./ppocr-worker";

export interface PpOcrPool {
  readonly size: number;
  /** Reads one photo on a worker thread; waits for a free worker when all are busy. */
  read(photo: Buffer): Promise<PhotoText>;
  /** Lets running reads finish, refuses new ones, then stops every worker. */
  close(): Promise<void>;
}

/**
 * The worker script: beside the server bundle in a build (scripts/build-server.mjs writes it); from the TypeScript
 * sources (tests and benchmarks, run from the project folder) it is bundled on first use into node_modules/.cache.
 */
async function workerScript(): Promise<URL> {
  const built = new URL("./ppocr-worker.js", import.meta.url);
  if (existsSync(built)) return built;
  const outfile = resolve("node_modules/.cache/ppocr/ppocr-worker.mjs");
  const { build } = await import("esbuild");
  await build({
    entryPoints: [resolve("src/server/integrations/ocr/ppocr/ppocr-worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  return pathToFileURL(outfile);
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

/** `size` worker threads, started on first use, each running the models with `threads` intra-op threads. */
export function createPpOcrPool(size: number, threads: number): PpOcrPool {
  const slots: Slot[] = [];
  const queue: { job: WorkerJob; resolve: (text: PhotoText) => void; reject: (error: Error) => void }[] = [];
  const pending = new Map<number, { slot: Slot; resolve: (text: PhotoText) => void; reject: (error: Error) => void }>();
  /** Every read not yet settled, queued or running: close() waits for them. */
  const inFlight = new Set<Promise<PhotoText>>();
  let nextId = 1;
  let closed = false;
  let script: Promise<URL> | null = null;

  function start(url: URL): Slot {
    const slot: Slot = { worker: new Worker(url, { workerData: { threads } }), busy: false };
    slot.worker.on("message", (reply: WorkerReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      slot.busy = false;
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.message));
      pump();
    });
    // A worker that dies (out of memory, a native crash) fails its job and is replaced on the next read.
    slot.worker.on("error", (error) => fail(slot, error));
    slot.worker.on("exit", () => fail(slot, new Error("The OCR worker stopped.")));
    slots.push(slot);
    return slot;
  }

  function fail(slot: Slot, error: Error): void {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    for (const [id, job] of pending) {
      if (job.slot !== slot) continue;
      pending.delete(id);
      job.reject(error);
    }
    pump();
  }

  function pump(): void {
    if (queue.length === 0 || !script) return;
    script.then((url) => {
      while (queue.length > 0) {
        const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? start(url) : null);
        if (!slot) return;
        const { job, resolve, reject } = queue.shift()!;
        slot.busy = true;
        pending.set(job.id, { slot, resolve, reject });
        slot.worker.postMessage(job, [job.photo.buffer as ArrayBuffer]);
      }
    }, (error: Error) => {
      for (const { reject } of queue.splice(0)) reject(error);
    });
  }

  return {
    size,
    read(photo) {
      if (closed) return Promise.reject(new Error("The OCR pool is closed."));
      script ??= workerScript();
      // A copy the worker can own: the caller's buffer may be a view into a larger pooled one.
      const job = { id: nextId++, photo: new Uint8Array(photo) };
      const read = new Promise<PhotoText>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
      inFlight.add(read);
      const settled = () => inFlight.delete(read);
      read.then(settled, settled);
      return read;
    },
    async close() {
      closed = true;
      await Promise.allSettled(inFlight);
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
