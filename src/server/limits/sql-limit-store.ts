import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { LimitStore } from "./limit-store";

// Expired rows are deleted at most this often, by whichever hit comes first after it.
const SWEEP_EVERY_MS = 60_000;

/** The row's key: what is counted (an email, an address) never reaches the table, only its hash. */
const rowKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Counters in the database's `limit_counters` (migration 017), shared by every instance on it. A hit is one upsert,
 * which PostgreSQL runs under the row's lock, so concurrent hits from several instances each get their own count.
 * Times are the app's clock in epoch milliseconds, compared in the statement.
 */
export function createSqlLimitStore(db: Kysely<DB>, now: () => number = Date.now): LimitStore {
  let lastSweep = 0;
  const sweep = async (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.deleteFrom("limit_counters").where("reset_at", "<=", at).execute();
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      await sweep(at);
      const row = await db
        .insertInto("limit_counters")
        .values({ key: rowKey(key), count: 1, reset_at: at + windowMs })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when limit_counters.reset_at <= ${at} then 1 else limit_counters.count + 1 end`,
            reset_at: sql<number>`case when limit_counters.reset_at <= ${at} then ${at + windowMs} else limit_counters.reset_at end`,
          }),
        )
        .returning(["count", "reset_at"])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: Number(row.reset_at) };
    },
    async peek(key) {
      const row = await db
        .selectFrom("limit_counters")
        .select(["count", "reset_at"])
        .where("key", "=", rowKey(key))
        .where("reset_at", ">", now())
        .executeTakeFirst();
      return row ? { count: row.count, resetAt: Number(row.reset_at) } : null;
    },
    async put(key, count, ttlMs) {
      const resetAt = now() + ttlMs;
      await db
        .insertInto("limit_counters")
        .values({ key: rowKey(key), count, reset_at: resetAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ count, reset_at: resetAt }))
        .execute();
    },
    async forget(key) {
      await db.deleteFrom("limit_counters").where("key", "=", rowKey(key)).execute();
    },
  };
}
