import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { PgBoss } from "pg-boss";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { ReceiptReading } from "../receipts/receipt-reading";
import { buildReceiptView, findOwnReceipt } from "../receipts/receipt-view";
import type { JobOutcomes } from "./job-outcomes";
import { BOSS_SCHEMA, HEARTBEAT_SECONDS, RECEIPT_QUEUE, reservationToJob, type ReceiptJobData } from "./receipt-job";
import type { UploadHold } from "./upload-hold";
import { liveReadSlots } from "./worker-registry";

const TRIES = 3;

export interface JobsReadingOptions {
  db: Kysely<DB>;
  boss: PgBoss;
  hold: UploadHold;
  outcomes: JobOutcomes;
  /** Uploads that may wait for a worker beyond the reads the workers run at once, all web processes together. */
  depth: number;
  expireSeconds: number;
  checkSeconds: number;
  /** A typical read, from which a refused upload's wait is estimated. */
  secondsPerReceipt: number;
}

/**
 * Uploads read by the worker processes through pg-boss jobs (decision 037). The upload stays in this process's
 * memory, fetched by the worker that takes its job; this process waits for the job's end and answers the upload with
 * the stored receipt, as the in-process reading does.
 */
export function jobsReading(options: JobsReadingOptions): ReceiptReading {
  const { db, boss, hold, outcomes } = options;
  // Places this process admitted whose job is not sent yet: their bodies are still arriving.
  let admittedHere = 0;
  // A job ends within its tries (each expiring or silent past the heartbeat, then found by the next check); the
  // rest is time to wait for a worker.
  const waitMs = (TRIES * (options.expireSeconds + options.checkSeconds) + 60) * 1000;

  const busy = (retryAfterSeconds: number) => new DomainError("RECEIPTS_BUSY", { retryAfterSeconds });

  return {
    async admit() {
      const slots = await liveReadSlots(db, Date.now());
      if (slots === 0) throw busy(30);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(`${BOSS_SCHEMA}.job`)}
        where name = ${RECEIPT_QUEUE} and state in ('created', 'retry', 'active')`.execute(db);
      const inFlight = rows[0]!.n + admittedHere;
      if (inFlight >= slots + options.depth) throw busy(Math.max(5, Math.ceil((inFlight / slots) * options.secondsPerReceipt)));
      admittedHere++;
      let sent = false;
      const markSent = () => {
        if (!sent) admittedHere--;
        sent = true;
      };
      return {
        release: markSent,
        async read(request) {
          const jobId = randomUUID();
          const receiptId = randomUUID();
          const photo = hold.hold(jobId, request.upload);
          try {
            const data: ReceiptJobData = {
              userId: request.userId,
              receiptId,
              now: request.now.toISOString(),
              reservation: reservationToJob(request.reservation),
              photoUrl: photo.url,
              photoToken: photo.token,
            };
            await boss.send(RECEIPT_QUEUE, data, {
              id: jobId,
              expireInSeconds: options.expireSeconds,
              heartbeatSeconds: HEARTBEAT_SECONDS,
              retryLimit: TRIES - 1,
              // The job names a user and a token: gone ten minutes after it ends, or an hour after nobody took it.
              deleteAfterSeconds: 600,
              retentionSeconds: 3600,
            });
            markSent();
            // Registered in the same turn as the send resolves: the worker needs this process to fetch the photos,
            // so no outcome can be announced before this.
            const outcome = await outcomes.waitFor(jobId, waitMs);
            if (outcome === null) {
              // No worker finished it in time: the user sends it again later, so it must not be read after all.
              await boss.cancel(RECEIPT_QUEUE, jobId).catch(() => undefined);
              throw busy(30);
            }
            if ("receiptId" in outcome) return buildReceiptView(db, await findOwnReceipt(db, request.userId, outcome.receiptId));
            if ("error" in outcome) throw new DomainError(outcome.error.code, outcome.error);
            throw new DomainError("EXTRACTION_UNAVAILABLE");
          } finally {
            markSent();
            hold.drop(jobId);
          }
        },
      };
    },
    async close() {
      await outcomes.close();
      await hold.close();
      await boss.stop({ graceful: false, close: true });
    },
  };
}
