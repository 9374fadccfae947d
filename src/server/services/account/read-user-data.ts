import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { USER_DATA_TABLES, type DataOwner } from "./user-data-tables";

export type UserRows = Record<string, Record<string, unknown>[]>;

/** Every row held about the owner, table by table, with each table's secret columns left out. */
export async function readUserData(db: Kysely<DB>, owner: DataOwner): Promise<UserRows> {
  const tables: UserRows = {};
  for (const { table, rowsOf, secretColumns } of USER_DATA_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${rowsOf(owner)}`.execute(db);
    tables[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !secretColumns.includes(name))));
  }
  return tables;
}
