import pg from "pg";
import { sql, type Kysely } from "kysely";
import type { PgBoss } from "pg-boss";
import type { DB } from "../../db/schema";
import { RECEIPT_QUEUE, type ReceiptJobOutcome } from "./receipt-job";

const CHANNEL = "celiacclaim_receipt_read";

/** Tells the web processes how a job ended; the one holding its upload answers the upload with it. */
export async function announceOutcome(db: Kysely<DB>, jobId: string, outcome: ReceiptJobOutcome): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ jobId, outcome })})`.execute(db);
}

export interface JobOutcomes {
  /** Resolves with how the job ended, or null once `timeoutMs` has passed without an end. */
  waitFor(jobId: string, timeoutMs: number): Promise<ReceiptJobOutcome | null>;
  close(): Promise<void>;
}

/**
 * Hears how jobs end through LISTEN (the worker's NOTIFY arrives as the job ends), and, every `checkMs` while any
 * upload waits, asks pg-boss for the state of the jobs still waited on: a notice lost with a dropped connection, or a
 * job pg-boss failed after its last try, is found that way.
 */
export async function listenForOutcomes(options: {
  databaseUrl: string;
  boss: PgBoss;
  checkMs: number;
  onError(error: Error): void;
}): Promise<JobOutcomes> {
  const waiting = new Map<string, (outcome: ReceiptJobOutcome | null) => void>();
  let client: pg.Client | null = null;
  let closed = false;

  const settle = (jobId: string, outcome: ReceiptJobOutcome | null) => {
    waiting.get(jobId)?.(outcome);
    waiting.delete(jobId);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on("notification", (message) => {
      if (!message.payload) return;
      const { jobId, outcome } = JSON.parse(message.payload) as { jobId: string; outcome: ReceiptJobOutcome };
      settle(jobId, outcome);
    });
    next.on("error", (error) => {
      options.onError(error);
      client = null;
      void next.end().catch(() => undefined);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();

  const check = async () => {
    if (!client && !closed) await connect().catch(options.onError);
    for (const jobId of [...waiting.keys()]) {
      const job = await options.boss.getJobById(RECEIPT_QUEUE, jobId).catch(() => undefined);
      if (job === undefined) continue;
      if (job === null || job.state === "failed" || job.state === "cancelled") {
        settle(jobId, { error: { code: "EXTRACTION_UNAVAILABLE" } });
      } else if (job.state === "completed") {
        settle(jobId, job.output as ReceiptJobOutcome);
      }
    }
  };
  const timer = setInterval(() => {
    if (waiting.size > 0 || !client) void check().catch(options.onError);
  }, options.checkMs);

  return {
    waitFor(jobId, timeoutMs) {
      return new Promise((resolve) => {
        const timeout = setTimeout(() => settle(jobId, null), timeoutMs);
        waiting.set(jobId, (outcome) => {
          clearTimeout(timeout);
          resolve(outcome);
        });
      });
    },
    async close() {
      closed = true;
      clearInterval(timer);
      for (const jobId of [...waiting.keys()]) settle(jobId, null);
      await client?.end().catch(() => undefined);
    },
  };
}
