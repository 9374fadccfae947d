import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { promisify } from "node:util";
import type { BackupResult } from "./sqlite-backup";
import { postgresConnection } from "./postgres-connection";

const run = promisify(execFile);

export class PgDumpMissingError extends Error {
  constructor() {
    super("pg_dump was not found on PATH");
    this.name = "PgDumpMissingError";
  }
}

/**
 * Dumps a PostgreSQL database in pg_dump's custom format, which pg_restore can restore table by table. pg_dump reads
 * one transaction snapshot, so the dump is consistent while the server keeps writing. The archive's table of
 * contents is read back, so a truncated file is caught now rather than on the day it is needed.
 */
export async function backupPostgres(databaseUrl: string, destination: string): Promise<BackupResult> {
  const { dbname, env } = postgresConnection(databaseUrl);
  try {
    await run("pg_dump", ["--format=custom", `--file=${destination}`, `--dbname=${dbname}`], { env });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") throw new PgDumpMissingError();
    throw e;
  }
  await run("pg_restore", ["--list", destination]);
  return { path: destination, bytes: statSync(destination).size };
}
