import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateToLatest } from "#server/db/migrate";
import { openDatabase, type Database, type DialectName } from "#server/db/open-database";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DialectName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

/** Each call gets its own SQLite file or PostgreSQL database, migrated, and removed again by drop(). */
export async function createTestDatabase(kind: DialectName): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "celiacclaim-test-"));
    const path = join(dir, "test.sqlite");
    const database = openDatabase({ sqlitePath: path });
    await migrateToLatest(database);
    return {
      database,
      url: path,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const created = await createEmptyPostgresDatabase("celiacclaim_test");
  const database = openDatabase({ databaseUrl: created.url, sqlitePath: "" });
  await migrateToLatest(database);
  return {
    database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server, named `<prefix>_<random>`, and its removal. */
export async function createEmptyPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  return { url: postgresDatabaseUrl(name), drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The URL of the database `name` on TEST_DATABASE_URL's server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements (creating or dropping databases) on TEST_DATABASE_URL's server, one connection for them all. */
export async function onPostgresServer(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}
