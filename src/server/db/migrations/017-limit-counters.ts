import type { Kysely } from "kysely";

/**
 * The counters behind every refusal (sign-in locks, auth, chat and upload limits) where several app instances share
 * one PostgreSQL database (decision 036). A key is a SHA-256 of what is counted, never an email or an address; a
 * row means nothing once `reset_at` (epoch milliseconds) has passed and is swept. Created on SQLite too, so both
 * databases have one schema, though a SQLite install keeps its counters in memory.
 */
export const limitCounters = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("limit_counters")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("reset_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("limit_counters_reset_at").on("limit_counters").columns(["reset_at"]).execute();
  },
};
