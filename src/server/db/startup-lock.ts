import { sql } from "kysely";
import type { Database } from "./open-database";

// One number for this app's start-up, in PostgreSQL's one advisory-lock space ("CCLAIM" in ASCII).
const STARTUP_LOCK_KEY = 0x43434c41494dn;

/**
 * Runs `work` while this process holds the start-up advisory lock, so instances started together on one PostgreSQL
 * database migrate and load the catalog one after another: the second finds the work done. The lock is a session
 * lock on one connection kept for the purpose (the work uses the pool); should the process die, PostgreSQL drops the
 * lock with the connection. SQLite has no other instance to wait for.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== "postgres") return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
