/**
 * One OCR worker thread: loads the PP-OCR models once, then reads photos sent by ppocr-pool.ts. Decoding,
 * detection and recognition all happen here, so the server's event loop stays free while a receipt is read.
 */
import { parentPort, workerData } from "node:worker_threads";
import { loadPpOcrModels } from "./ppocr-models";
import { readPhotoText } from "./read-photo-text";

export interface WorkerJob {
  id: number;
  photo: Uint8Array;
}

export type WorkerReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof readPhotoText>> }
  | { id: number; ok: false; message: string };

const port = parentPort!;
const models = loadPpOcrModels((workerData as { threads: number }).threads);
port.on("message", async ({ id, photo }: WorkerJob) => {
  try {
    const result = await readPhotoText(await models, Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength));
    port.postMessage({ id, ok: true, result } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
  }
});
