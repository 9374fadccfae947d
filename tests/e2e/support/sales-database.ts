/**
 * Where the sales server keeps its data: a fresh PostgreSQL database when TEST_DATABASE_URL is set (CI sets it), so
 * the payment journeys run on PostgreSQL while the main server runs on SQLite; else a SQLite file.
 * playwright.config.ts creates it before the server starts (`sales-database-cli.ts`) and drops it after the run.
 */
import pg from "pg";

export const SALES_DATABASE_NAME = `celiacclaim_e2e_sales_${process.env.E2E_PORT ?? 3310}`;

/** The sales server's DATABASE_URL, or null for SQLite. */
export function salesDatabaseUrl(): string | null {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const url = new URL(admin);
  url.pathname = `/${SALES_DATABASE_NAME}`;
  return url.toString();
}

/** Drops the sales database if it exists and, for "create", makes it afresh; nothing without TEST_DATABASE_URL. */
export async function resetSalesDatabase(action: "create" | "drop") {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${SALES_DATABASE_NAME} WITH (FORCE)`);
    if (action === "create") await client.query(`CREATE DATABASE ${SALES_DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}
