import type { Kysely } from "kysely";
import { claimPeriod, type ClaimPeriod } from "#domain/tax/claim-period";
import type { ReportQuery } from "#domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";

/** The signed-in user's claim lines in the asked period (and for the asked claimant): every report starts here. */
export function scopedLineItems(db: Kysely<DB>, userId: string, query: ReportQuery) {
  const period: ClaimPeriod = claimPeriod(query.year, query.endMonth);
  let q = db
    .selectFrom("line_items")
    .where("user_id", "=", userId)
    .where("purchase_date", ">=", period.start)
    .where("purchase_date", "<=", period.end);
  if (query.claimant) q = q.where("claimant", "=", query.claimant);
  return { query: q, period };
}
