import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { openDatabase, type Database } from "#server/db/open-database";
import { backupPostgres } from "../../../scripts/backup/postgres-backup";
import { restorePostgres } from "../../../scripts/backup/postgres-restore";
import { backupSqlite } from "../../../scripts/backup/sqlite-backup";
import { createEmptyPostgresDatabase } from "./test-database";

/** Where a test app's database lives: its SQLite file, or a PostgreSQL URL naming it. */
async function locationOf(database: Database): Promise<string> {
  if (database.dialect === "sqlite") {
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
    return rows.find((r) => r.name === "main")!.file;
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** Backs up a running test app's database with the same code `npm run backup` runs; returns the backup file. */
export async function backUp(database: Database, dir: string): Promise<string> {
  const source = await locationOf(database);
  const file = join(dir, `backup-${randomBytes(4).toString("hex")}.${database.dialect === "sqlite" ? "sqlite" : "dump"}`);
  await (database.dialect === "sqlite" ? backupSqlite(source, file) : backupPostgres(source, file));
  return file;
}

export interface RestoredCopy {
  database: Database;
  drop(): Promise<void>;
}

/** Restores a backup the way the operations guide says, into a database of its own that drop() removes. */
export async function restoreBackup(kind: Database["dialect"], file: string): Promise<RestoredCopy> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "celiacclaim-restore-"));
    const path = join(dir, "restored.sqlite");
    copyFileSync(file, path);
    const database = openDatabase({ sqlitePath: path });
    return {
      database,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const created = await createEmptyPostgresDatabase("celiacclaim_restore");
  await restorePostgres(created.url, file);
  const database = openDatabase({ databaseUrl: created.url, sqlitePath: "" });
  return {
    database,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}
