import { sql, type Kysely } from "kysely";
import { UNCATEGORIZED } from "#domain/gluten-free/categories";
import { centsToDollars } from "#domain/money";
import { roundShareWeighted } from "#domain/tax/claimable-cents";
import { creditOutlook } from "#domain/tax/credit-outlook";
import type { TaxSummary } from "#domain/api/tax-report";
import { taxLineFor, type Claimant, type TaxLine } from "#domain/tax/claimant";
import type { ProvinceCode } from "#domain/tax/provinces";
import type { ReportQuery } from "#domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";
import { scopedLineItems } from "./report-scope";

interface Bucket {
  items: number;
  gf: number;
  regular: number;
  /** Σ difference × share, in hundredths of a cent: rounded once, when the total is shown. */
  shareWeighted: number;
}

const empty = (): Bucket => ({ items: 0, gf: 0, regular: 0, shareWeighted: 0 });

function add<K>(map: Map<K, Bucket>, key: K, from: Bucket) {
  const to = map.get(key) ?? empty();
  to.items += from.items;
  to.gf += from.gf;
  to.regular += from.regular;
  to.shareWeighted += from.shareWeighted;
  map.set(key, to);
}

const eligibleCents = (b: Bucket) => roundShareWeighted(b.shareWeighted);
const eligibleDollars = (b: Bucket) => centsToDollars(eligibleCents(b));

/**
 * docs/product-spec.md §3's tax summary (categories sorted by eligible expense, grand totals, in dollars) plus the
 * month, claimant and line-of-the-return breakdowns the charts and the credit estimate use. One grouped scan (category
 * × month × claimant, a few hundred groups at most) feeds them all; each total is rounded once from the unrounded
 * shares (decision 003), so a total can differ by a cent from the sum of its rounded parts.
 */
export async function buildTaxSummary(
  db: Kysely<DB>,
  userId: string,
  query: ReportQuery,
  settings: { netIncomeCents: number | null; province: ProvinceCode | null },
): Promise<TaxSummary> {
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
      // Differences are never negative (a check constraint) and shares are checked 1–100 wherever they are written;
      // bigint keeps PostgreSQL's product and sum exact however many lines there are.
      sql<string | number>`sum(cast(difference_cents as bigint) * share_pct)`.as("share_weighted"),
    ])
    .groupBy(["category", "claimant", month])
    .execute();

  const byCategory = new Map<string, Bucket>();
  const byMonth = new Map<string, Bucket>();
  const byClaimant = new Map<Claimant, Bucket>();
  const byTaxLine = new Map<TaxLine, Bucket>();
  for (const g of groups) {
    const bucket = { items: Number(g.items), gf: Number(g.gf), regular: Number(g.regular), shareWeighted: Number(g.share_weighted) };
    add(byCategory, g.category || UNCATEGORIZED, bucket);
    add(byMonth, g.month, bucket);
    add(byClaimant, g.claimant, bucket);
    add(byTaxLine, taxLineFor(g.claimant), bucket);
  }
  const categories = [...byCategory].sort(([a, x], [b, y]) => eligibleCents(y) - eligibleCents(x) || a.localeCompare(b));
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
      total_tax_deduction: eligibleDollars(c),
    })),
    grandTotals: {
      itemsLogged: total.items,
      totalGfSpent: centsToDollars(total.gf),
      totalNonGfCost: centsToDollars(total.regular),
      totalTaxDeduction: eligibleDollars(total),
    },
    months: [...byMonth]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([m, b]) => ({ month: m, deduction: eligibleDollars(b) })),
    claimants: [...byClaimant].map(([claimant, b]) => ({
      claimant,
      itemsLogged: b.items,
      deduction: eligibleDollars(b),
    })),
    taxLines: [...byTaxLine]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([taxLine, b]) => ({ taxLine, itemsLogged: b.items, deduction: eligibleDollars(b) })),
    credit: creditOutlook({
      year: query.year,
      expensesCents: eligibleCents(byTaxLine.get("33099") ?? empty()),
      netIncomeCents: settings.netIncomeCents,
      province: settings.province,
    }),
  };
}
