import { strToU8, zipSync } from "fflate";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { buildTaxReportDownload } from "../tax-report/build-claim-documents";
import { claimLineYears } from "../tax-report/list-report-years";
import { readUserData } from "./read-user-data";
import { USER_DATA_TABLES, type DataOwner } from "./user-data-tables";

// PostgreSQL's bigint comes back as a string or a BigInt; JSON has no BigInt.
const jsonValue = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);

/**
 * "Download my data" (PIPEDA and Québec's Law 25 access right): a zip with `data.json`, every row held about the
 * user table by table, and the claim CSV of each calendar year with claim lines, as the reports page gives it.
 */
export async function buildDataExport(db: Kysely<DB>, owner: DataOwner, now: Date): Promise<Uint8Array> {
  const { tables, years } = await db.transaction().execute(async (trx) => ({
    tables: await readUserData(trx, owner),
    years: await claimLineYears(trx, owner.id),
  }));
  const data = {
    exportedAt: now.toISOString(),
    account: owner.email,
    about:
      "Every row CeliacClaim holds about this account, table by table, as stored. Receipt photos are never stored, so " +
      "none are here. Columns left out are credentials (password hashes, session and link tokens), listed under omittedColumns.",
    omittedColumns: Object.fromEntries(USER_DATA_TABLES.filter((t) => t.secretColumns.length > 0).map((t) => [t.table, t.secretColumns])),
    tables,
  };
  const files: Record<string, Uint8Array> = { "data.json": strToU8(JSON.stringify(data, jsonValue, 2)) };
  for (const year of years) {
    files[`claims-${year}.csv`] = strToU8(await buildTaxReportDownload(db, owner.id, { year, endMonth: 12 }));
  }
  return zipSync(files, { level: 6, mtime: now });
}
