// Backs up the database the server is configured to use, while it runs: `npm run backup [-- --out <file>]`.
// SQLite gets an online copy checked with PRAGMA integrity_check; PostgreSQL gets a pg_dump custom-format archive.
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import { defaultBackupPath } from "./backup-file-name";
import { backupPostgres, PgDumpMissingError } from "./postgres-backup";
import { backupSqlite } from "./sqlite-backup";

const DOCS = "docs/operations/backup-and-restore.md";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  let config;
  try {
    config = loadConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
  const postgres = config.DATABASE_URL;
  const destination = values.out ?? defaultBackupPath(new Date(), postgres ? "dump" : "sqlite");
  // A backup never replaces another one: an old copy may be the only good one left.
  if (existsSync(destination)) fail(`${destination} already exists; choose another --out.`);
  mkdirSync(dirname(destination), { recursive: true });

  if (postgres) {
    try {
      const result = await backupPostgres(postgres, destination);
      console.log(`PostgreSQL backup written to ${result.path} (${result.bytes} bytes)`);
    } catch (e) {
      if (e instanceof PgDumpMissingError) {
        fail(`pg_dump is not on PATH, so no PostgreSQL backup was made. Install the PostgreSQL client tools (see ${DOCS}).`);
      }
      throw e;
    }
    return;
  }
  if (config.SQLITE_PATH === ":memory:") fail("SQLITE_PATH is :memory:, which holds nothing to back up.");
  if (!existsSync(config.SQLITE_PATH)) fail(`No database at SQLITE_PATH=${config.SQLITE_PATH}; nothing to back up.`);
  const result = await backupSqlite(config.SQLITE_PATH, destination);
  console.log(`SQLite backup written to ${result.path} (${result.bytes} bytes), integrity_check: ok`);
}

main().catch((err) => {
  console.error("Backup failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
