import { sql, type Kysely } from "kysely";
import type { ClaimPlannerData } from "#domain/api/planner";
import { roundShareWeighted } from "#domain/tax/claimable-cents";
import { taxLineFor, type TaxLine } from "#domain/tax/claimant";
import type { DB } from "../../db/schema";

/**
 * What the claim planner reasons from (GET /api/claim-planner): the gluten-free eligible expenses of every month a
 * 12-month period ending in `year` can reach, by line of the return, each rounded once from its unrounded shares
 * (decision 003), and the periods printed before. The other medical expenses and the settings come from their own
 * endpoints, and the planning itself is the domain's (src/domain/planner).
 */
export async function buildClaimPlannerData(db: Kysely<DB>, userId: string, year: number): Promise<ClaimPlannerData> {
  const month = sql<string>`substr(purchase_date, 1, 7)`;
  const groups = await db
    .selectFrom("line_items")
    .where("user_id", "=", userId)
    .where("purchase_date", ">=", `${year - 1}-02-01`)
    .where("purchase_date", "<=", `${year}-12-31`)
    .select([
      "claimant",
      month.as("month"),
      sql<string | number>`sum(cast(difference_cents as bigint) * share_pct)`.as("share_weighted"),
    ])
    .groupBy(["claimant", month])
    .execute();
  const byMonthAndLine = new Map<string, { month: string; taxLine: TaxLine; shareWeighted: number }>();
  for (const g of groups) {
    const taxLine = taxLineFor(g.claimant);
    const key = `${g.month} ${taxLine}`;
    const entry = byMonthAndLine.get(key) ?? { month: g.month, taxLine, shareWeighted: 0 };
    entry.shareWeighted += Number(g.share_weighted);
    byMonthAndLine.set(key, entry);
  }
  const printed = await db
    .selectFrom("claim_prints")
    .select(["period_start", "period_end"])
    .distinct()
    .where("user_id", "=", userId)
    .where("period_end", ">=", `${year - 1}-02-01`)
    .where("period_start", "<=", `${year}-12-31`)
    .orderBy("period_start")
    .execute();
  return {
    year,
    months: [...byMonthAndLine.values()]
      .sort((a, b) => a.month.localeCompare(b.month) || a.taxLine.localeCompare(b.taxLine))
      .map((m) => ({ month: m.month, taxLine: m.taxLine, eligibleCents: roundShareWeighted(m.shareWeighted) })),
    printed: printed.map((p) => ({ start: p.period_start, end: p.period_end })),
  };
}
