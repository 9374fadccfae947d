import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { postgresConnection } from "./postgres-connection";

const run = promisify(execFile);

/** Restores a custom-format dump over the database at `databaseUrl`, replacing any table the dump holds. */
export async function restorePostgres(databaseUrl: string, dumpPath: string): Promise<void> {
  const { dbname, env } = postgresConnection(databaseUrl);
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--exit-on-error", `--dbname=${dbname}`, dumpPath], { env });
}
