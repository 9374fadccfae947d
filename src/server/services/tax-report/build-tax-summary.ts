import { sql, type Kysely } from "kysely";
import { UNCATEGORIZED } from "../../../domain/gluten-free/categories";
import { centsToDollars } from "../../../domain/money";
import type { ReportQuery } from "../../../domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";
import { scopedLineItems } from "./report-scope";

interface Bucket {
  items: number;
  gf: number;
  regular: number;
  deduction: number;
}

const empty = (): Bucket => ({ items: 0, gf: 0, regular: 0, deduction: 0 });

function add(map: Map<string, Bucket>, key: string, from: Bucket) {
  const to = map.get(key) ?? empty();
  to.items += from.items;
  to.gf += from.gf;
  to.regular += from.regular;
  to.deduction += from.deduction;
  map.set(key, to);
}

/**
 * SPEC.md §3's tax summary (categories sorted by deduction, grand totals, in dollars) plus the month and claimant
 * breakdowns the charts use. One grouped scan (category × month × claimant, a few hundred groups at most) feeds all
 * three; sums stay integer cents until the last step.
 */
export async function buildTaxSummary(db: Kysely<DB>, userId: string, query: ReportQuery) {
  const { query: scoped, period } = scopedLineItems(db, userId, query);
  const month = sql<string>`substr(purchase_date, 1, 7)`;
  const groups = await scoped
    .select((eb) => [
      "category",
      "claimant",
      month.as("month"),
      eb.fn.countAll<string | number>().as("items"),
      eb.fn.sum<string | number>("gf_price_cents").as("gf"),
      eb.fn.sum<string | number>("regular_price_cents").as("regular"),
      // Per-line rounding of the shared part, the same in SQLite and PostgreSQL (integer division of non-negatives).
      sql<string | number>`sum((difference_cents * share_pct + 50) / 100)`.as("deduction"),
    ])
    .groupBy(["category", "claimant", month])
    .execute();

  const byCategory = new Map<string, Bucket>();
  const byMonth = new Map<string, Bucket>();
  const byClaimant = new Map<string, Bucket>();
  for (const g of groups) {
    const bucket = { items: Number(g.items), gf: Number(g.gf), regular: Number(g.regular), deduction: Number(g.deduction) };
    add(byCategory, g.category || UNCATEGORIZED, bucket);
    add(byMonth, g.month, bucket);
    add(byClaimant, g.claimant, bucket);
  }
  const categories = [...byCategory].sort(([a, x], [b, y]) => y.deduction - x.deduction || a.localeCompare(b));
  const totals = new Map<string, Bucket>();
  for (const b of byCategory.values()) add(totals, "all", b);
  const total = totals.get("all") ?? empty();

  return {
    year: query.year,
    period,
    categories: categories.map(([category, c]) => ({
      category,
      items_logged: c.items,
      total_gf_spent: centsToDollars(c.gf),
      total_non_gf_cost: centsToDollars(c.regular),
      total_tax_deduction: centsToDollars(c.deduction),
    })),
    grandTotals: {
      itemsLogged: total.items,
      totalGfSpent: centsToDollars(total.gf),
      totalNonGfCost: centsToDollars(total.regular),
      totalTaxDeduction: centsToDollars(total.deduction),
    },
    months: [...byMonth]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([m, b]) => ({ month: m, deduction: centsToDollars(b.deduction) })),
    claimants: [...byClaimant].map(([claimant, b]) => ({
      claimant,
      itemsLogged: b.items,
      deduction: centsToDollars(b.deduction),
    })),
  };
}
