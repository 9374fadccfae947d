import { sql } from "kysely";
import type { Database } from "#server/db/open-database";

/** Every table of a database, by name, as its rows in a canonical text form, sorted: comparable with `===`. */
export type TableRows = Map<string, string[]>;

export async function tableNames(database: Database): Promise<string[]> {
  const query =
    database.dialect === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  return (await query.execute(database.db)).rows.map((r) => r.name).sort();
}

// Keys sorted, so the column order a dump restores with cannot make equal rows differ.
const canonical = (row: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))), (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );

// The limits' counts of attempts (decision 036) move with every request, a refused one first of all: they are not what a
// request is said to change, nor what a backup must hold as of one instant.
const COUNTERS = new Set(["limit_counters"]);

/**
 * Reads the tables the database itself lists, so a table added by a later migration is compared without a test
 * change; all but the limits' counters.
 */
export async function readAllTables(database: Database): Promise<TableRows> {
  const tables: TableRows = new Map();
  for (const name of (await tableNames(database)).filter((table) => !COUNTERS.has(table))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
    tables.set(name, rows.map(canonical).sort());
  }
  return tables;
}

/** The rows of `a` that `b` lacks, counting duplicates. */
function rowsMissingFrom(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const row of b) left.set(row, (left.get(row) ?? 0) + 1);
  return a.filter((row) => {
    const n = left.get(row) ?? 0;
    left.set(row, n - 1);
    return n <= 0;
  });
}

/**
 * What keeps `actual` from holding every table and row of `expected`, one line per problem; with `exact`, also what
 * `actual` holds beyond it. Empty when they match.
 */
export function tableDifferences(expected: TableRows, actual: TableRows, { exact }: { exact: boolean }): string[] {
  const problems: string[] = [];
  const names = new Set([...expected.keys(), ...(exact ? actual.keys() : [])]);
  for (const name of [...names].sort()) {
    const want = expected.get(name);
    const got = actual.get(name);
    if (!want || !got) {
      problems.push(`${name}: table missing from the ${want ? "copy" : "source"}`);
      continue;
    }
    for (const row of rowsMissingFrom(want, got)) problems.push(`${name}: row missing: ${row}`);
    if (exact) for (const row of rowsMissingFrom(got, want)) problems.push(`${name}: unexpected row: ${row}`);
  }
  return problems;
}
