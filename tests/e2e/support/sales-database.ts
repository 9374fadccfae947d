/**
 * Where the sales server keeps its data: a fresh PostgreSQL database when TEST_DATABASE_URL is set (CI sets it), so
 * the payment journeys run on PostgreSQL while the main server runs on SQLite; else a SQLite file.
 * playwright.config.ts creates it before the server starts (`sales-database-cli.ts`) and drops it after the run.
 */
import { onPostgresServer, postgresDatabaseUrl } from "../../integration/support/test-database";

export const SALES_DATABASE_NAME = `celiacclaim_e2e_sales_${process.env.E2E_PORT ?? 3310}`;

/** The sales server's DATABASE_URL, or null for SQLite. */
export function salesDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL ? postgresDatabaseUrl(SALES_DATABASE_NAME) : null;
}

/** Drops the sales database if it exists and, for "create", makes it afresh; nothing without TEST_DATABASE_URL. */
export async function resetSalesDatabase(action: "create" | "drop") {
  if (!process.env.TEST_DATABASE_URL) return;
  const drop = `DROP DATABASE IF EXISTS ${SALES_DATABASE_NAME} WITH (FORCE)`;
  await onPostgresServer(...(action === "create" ? [drop, `CREATE DATABASE ${SALES_DATABASE_NAME}`] : [drop]));
}
