import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DB } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqlitePath: string;
}

export function openDatabase({ databaseUrl, sqlitePath }: DatabaseOptions): Database {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the database closes (a restart, a failover, an administrator) is an 'error' on the pool,
    // which would end the process unheard. The pool has already dropped it and connects afresh for the next query.
    pool.on("error", () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  if (sqlitePath !== ":memory:") mkdirSync(dirname(sqlitePath), { recursive: true });
  const sqlite = new SQLite(sqlitePath);
  // WAL lets readers proceed during a write; busy_timeout rides out a concurrent writer instead of failing.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
