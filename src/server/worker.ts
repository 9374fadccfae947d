import { randomUUID } from "node:crypto";
import pino from "pino";
import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/open-database";
import { prepareDatabase } from "./db/prepare-database";
import { createReceiptExtractor } from "./integrations/extraction/create-receipt-extractor";
import { loadReceiptCatalog } from "./services/receipts/load-receipt-catalog";
import { holdFirstRead } from "./services/receipt-jobs/hold-first-read";
import { announceOutcome } from "./services/receipt-jobs/job-outcomes";
import { RECEIPT_QUEUE, startReceiptBoss, type ReceiptJobData } from "./services/receipt-jobs/receipt-job";
import { readReceiptJob } from "./services/receipt-jobs/read-receipt-job";
import { WORKER_BEAT_MS, beatWorker, forgetWorker } from "./services/receipt-jobs/worker-registry";

/**
 * `npm run worker` (decision 037): reads receipt jobs from PostgreSQL with the configured extractor, as many at once as
 * the extractor reads well, and serves nothing to the public. Start as many as the machines have cores for.
 */
async function main() {
  const config = loadConfigOrExit(process.env);
  if (!config.DATABASE_URL) {
    console.error("A receipt worker needs DATABASE_URL: its jobs live in PostgreSQL.");
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  await prepareDatabase(database, config.CATALOG_PATH);
  const catalog = await loadReceiptCatalog(database.db, { gfBrandsPath: config.GF_BRANDS_PATH, gfProductsPath: config.GF_PRODUCTS_PATH });
  const engine = createReceiptExtractor(config);
  const extractor = config.RECEIPT_READ_HOLD_FILE ? holdFirstRead(engine, config.RECEIPT_READ_HOLD_FILE) : engine;
  const boss = await startReceiptBoss({
    databaseUrl: config.DATABASE_URL,
    checkSeconds: config.RECEIPT_JOB_CHECK_SECONDS,
    listen: true,
    onError: (error) => log.error({ err: error }, "receipt jobs"),
  });

  const deps = { db: database.db, extractor, catalog };
  await boss.work<ReceiptJobData>(
    RECEIPT_QUEUE,
    {
      localConcurrency: extractor.concurrency,
      pollingIntervalSeconds: 1,
      // A new job wakes the workers at once (NOTIFY); a job tried again after its worker died does not, so the
      // workers look as often as the expired ones are looked for.
      notifyPollingIntervalSeconds: config.RECEIPT_JOB_CHECK_SECONDS,
    },
    async ([job]) => {
      const outcome = await readReceiptJob(deps, job!.data);
      // Counts and codes only: what a receipt says is never logged.
      log.info({ job: job!.id, outcome: "receiptId" in outcome ? "stored" : "error" in outcome ? outcome.error.code : "photo gone" }, "receipt job");
      await announceOutcome(database.db, job!.id, outcome);
      return outcome;
    },
  );

  const worker = { id: randomUUID(), concurrency: extractor.concurrency };
  await beatWorker(database.db, worker, Date.now());
  const beat = setInterval(() => {
    beatWorker(database.db, worker, Date.now()).catch((error: unknown) => log.error({ err: error }, "worker beat"));
  }, WORKER_BEAT_MS);

  const shutdown = async (signal: string) => {
    log.info({ signal }, "receipt worker stopping");
    clearInterval(beat);
    await forgetWorker(database.db, worker.id).catch(() => undefined);
    // A read in hand is finished first, within the job's own expiry. pg-boss waits on for a read that outruns it, so
    // the wait is bounded here too: the job left behind goes to another worker.
    const expiry = config.RECEIPT_JOB_EXPIRE_SECONDS * 1000;
    await Promise.race([
      boss.stop({ graceful: true, close: true, timeout: expiry }),
      new Promise((resolve) => setTimeout(resolve, expiry + 5_000).unref()),
    ]);
    await extractor.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  console.log(`\nCeliacClaim receipt worker is reading receipts (${worker.concurrency} at once)\n`);
}

main().catch((err) => {
  console.error("CeliacClaim receipt worker failed to start:", err);
  process.exit(1);
});
