import type { Kysely } from "kysely";

/**
 * The receipt workers running now (decision 037): each beats its row every few seconds, so the web processes know
 * how many reads can run at once before they admit an upload. Created on SQLite too, so both databases have one
 * schema, though a SQLite install reads in-process and never writes here.
 */
export const receiptWorkers = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("receipt_workers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("concurrency", "integer", (c) => c.notNull())
      .addColumn("seen_at", "bigint", (c) => c.notNull())
      .execute();
  },
};
