import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { claimPeriod } from "#domain/tax/claim-period";
import { overlappingPrints, type PrintedClaim } from "#domain/tax/overlapping-prints";
import type { ReportQuery } from "#domain/tax/tax-report-schemas";
import type { DB, ClaimPrintTable } from "../../db/schema";

const toPrinted = (row: ClaimPrintTable): PrintedClaim => ({
  period: { start: row.period_start, end: row.period_end },
  claimant: row.claimant,
  printedAt: row.printed_at,
});

/** Remembers that the user printed the claim summary of a period, so a later, overlapping one can be warned about. */
export async function recordClaimPrint(db: Kysely<DB>, userId: string, query: ReportQuery, now: Date): Promise<PrintedClaim> {
  const period = claimPeriod(query.year, query.endMonth);
  const row = {
    id: randomUUID(),
    user_id: userId,
    claimant: query.claimant ?? null,
    period_start: period.start,
    period_end: period.end,
    printed_at: now.toISOString(),
  };
  await db.insertInto("claim_prints").values(row).execute();
  return toPrinted(row);
}

/** The user's earlier printed claims that overlap the asked period without being the same period. */
export async function listOverlappingPrints(db: Kysely<DB>, userId: string, query: ReportQuery): Promise<PrintedClaim[]> {
  const period = claimPeriod(query.year, query.endMonth);
  const rows = await db
    .selectFrom("claim_prints")
    .selectAll()
    .where("user_id", "=", userId)
    .where("period_start", "<=", period.end)
    .where("period_end", ">=", period.start)
    .execute();
  return overlappingPrints(period, query.claimant ?? null, rows.map(toPrinted));
}
