import { z } from "zod";
import { centsField } from "../api/money-fields";
import { saidIdentity, saidSchema, type Said } from "../i18n/said";
import { claimableTotalCents } from "./claimable-cents";
import { claimantSchema, taxLineSchema } from "./claimant";
import { detailOf, type ClaimLine } from "./claim-line";
import { perPackCents } from "./line-quantity";

/**
 * One row of the summary CRA asks claimants to keep (docs/tax-rules.md, "Documents to keep", item 3). A row holds one
 * share and one claimant, so (average GF − average regular) × count × share gives its incremental cost on paper,
 * up to the rounding of the averages to the cent.
 */
export const productSummaryRowSchema = z.object({
  product: z.string(),
  category: z.string(),
  claimant: claimantSchema,
  claimantLabel: z.string(),
  taxLine: taxLineSchema,
  sharePct: z.number().int(),
  count: z.number().describe("Packs bought: the sum of the lines' quantities"),
  averageGfPriceCents: centsField("The average price of one GF pack"),
  regularProduct: saidSchema,
  regularSources: z.array(saidSchema).describe("How the comparable prices were found, each sentence once"),
  averageRegularPriceCents: centsField("The average comparable price of one pack"),
  incrementalCostCents: centsField("Rounded once from the unrounded shares of the row's lines"),
});
export type ProductSummaryRow = z.infer<typeof productSummaryRowSchema>;

const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

function mostCommon<T>(values: T[], identity: (value: T) => string = String): T {
  const counts = new Map<string, { value: T; n: number }>();
  for (const value of values) {
    const id = identity(value);
    counts.set(id, { value, n: (counts.get(id)?.n ?? 0) + 1 });
  }
  let best: { value: T; n: number } = { value: values[0] as T, n: 0 };
  for (const entry of counts.values()) if (entry.n > best.n) best = entry;
  return best.value;
}

const distinct = (values: Said[]) => [...new Map(values.map((v) => [saidIdentity(v), v])).values()];

/** Groups claim lines by product name (case and spacing ignored), share and claimant; largest incremental cost first. */
export function summariseByProduct(lines: ClaimLine[]): ProductSummaryRow[] {
  const groups = new Map<string, ClaimLine[]>();
  for (const line of lines) {
    const key = `${nameKey(line.productName)}\u0000${line.sharePct}\u0000${line.claimant}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const rows: ProductSummaryRow[] = [];
  for (const group of groups.values()) {
    const details = group.map(detailOf);
    const first = details[0]!;
    const count = group.reduce((n, l) => n + l.quantity, 0);
    rows.push({
      product: first.product,
      category: mostCommon(details.map((d) => d.category)),
      claimant: first.claimant,
      claimantLabel: first.claimantLabel,
      taxLine: first.taxLine,
      sharePct: first.sharePct,
      count: Number(count.toFixed(3)),
      averageGfPriceCents: perPackCents(group.reduce((n, l) => n + l.gfPriceCents, 0), count),
      regularProduct: mostCommon(details.map((d) => d.comparableProduct), saidIdentity),
      regularSources: distinct(details.map((d) => d.comparableSource)),
      averageRegularPriceCents: perPackCents(group.reduce((n, l) => n + l.regularPriceCents, 0), count),
      incrementalCostCents: claimableTotalCents(group),
    });
  }
  return rows.sort(
    (a, b) =>
      b.incrementalCostCents - a.incrementalCostCents ||
      a.product.localeCompare(b.product) ||
      a.taxLine.localeCompare(b.taxLine) ||
      b.sharePct - a.sharePct ||
      a.claimant.localeCompare(b.claimant),
  );
}
