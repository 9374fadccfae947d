import { claimableCents } from "./claimable-cents";

export interface ClaimLine {
  productName: string;
  category: string;
  /** Line amounts: what was paid for `quantity` packages, and the regular equivalent for the same. */
  gfPriceCents: number;
  regularPriceCents: number;
  differenceCents: number;
  quantity: number;
  sharePct: number;
  regularProductName: string | null;
}

/** One row of the summary CRA asks claimants to keep (DOMAIN.md, "Documents to keep", item 3). */
export interface ProductSummaryRow {
  product: string;
  category: string;
  count: number;
  averageGfPriceCents: number;
  regularProduct: string | null;
  averageRegularPriceCents: number;
  incrementalCostCents: number;
}

const keyOf = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

function mostCommon(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [v, n] of counts) {
    if (n > bestCount) [best, bestCount] = [v, n];
  }
  return best;
}

/** Groups claim lines by product name (case and spacing ignored), largest incremental cost first. */
export function summariseByProduct(lines: ClaimLine[]): ProductSummaryRow[] {
  const groups = new Map<string, ClaimLine[]>();
  for (const line of lines) {
    const key = keyOf(line.productName);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const rows: ProductSummaryRow[] = [];
  for (const group of groups.values()) {
    const count = group.reduce((n, l) => n + l.quantity, 0);
    const gf = group.reduce((n, l) => n + l.gfPriceCents, 0);
    const regular = group.reduce((n, l) => n + l.regularPriceCents, 0);
    rows.push({
      product: group[0]!.productName.trim(),
      category: mostCommon(group.map((l) => l.category)) ?? group[0]!.category,
      count,
      averageGfPriceCents: count > 0 ? Math.round(gf / count) : 0,
      regularProduct: mostCommon(group.map((l) => l.regularProductName)),
      averageRegularPriceCents: count > 0 ? Math.round(regular / count) : 0,
      incrementalCostCents: group.reduce((n, l) => n + claimableCents(l.differenceCents, l.sharePct), 0),
    });
  }
  return rows.sort((a, b) => b.incrementalCostCents - a.incrementalCostCents || a.product.localeCompare(b.product));
}
