import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import type { DB } from "../../db/schema";
import type { ReceiptReading } from "../receipts/receipt-reading";
import { listenForOutcomes } from "./job-outcomes";
import { jobsReading } from "./jobs-reading";
import { startReceiptBoss } from "./receipt-job";
import { startUploadHold } from "./upload-hold";

/** A web process's side of `RECEIPT_READING=jobs`: pg-boss to send, the internal listener, and the outcomes heard. */
export async function startJobsReading(options: {
  config: Config;
  databaseUrl: string;
  db: Kysely<DB>;
  secondsPerReceipt: number;
  log: FastifyBaseLogger;
}): Promise<ReceiptReading> {
  const { config, databaseUrl, log } = options;
  const onError = (error: Error) => log.error({ err: error }, "receipt jobs");
  const boss = await startReceiptBoss({ databaseUrl, checkSeconds: config.RECEIPT_JOB_CHECK_SECONDS, listen: false, onError });
  const hold = await startUploadHold({ host: config.RECEIPT_PHOTO_HOST, port: config.RECEIPT_PHOTO_PORT, url: config.RECEIPT_PHOTO_URL });
  const outcomes = await listenForOutcomes({ databaseUrl, boss, checkMs: config.RECEIPT_JOB_CHECK_SECONDS * 1000, onError });
  return jobsReading({
    db: options.db,
    boss,
    hold,
    outcomes,
    depth: config.RECEIPT_QUEUE_DEPTH,
    expireSeconds: config.RECEIPT_JOB_EXPIRE_SECONDS,
    checkSeconds: config.RECEIPT_JOB_CHECK_SECONDS,
    secondsPerReceipt: options.secondsPerReceipt,
  });
}
