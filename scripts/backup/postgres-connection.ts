/**
 * How pg_dump and pg_restore reach a database: the URL without its password, which goes in PGPASSWORD instead, so
 * it never shows in the process list.
 */
export function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
