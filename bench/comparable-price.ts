import { median } from "#domain/claims/comparable-price";
import type { Comparer } from "#domain/claims/create-comparer";
import { categoryKind } from "#domain/gluten-free/category-kinds";
import type { CatalogProduct, SizeUnit } from "#domain/matching/types";
import { isAcceptable, type LabelledLine } from "./support/labelled-lines";

/** Within this of the category median counts as a comparable price (issue 9's measure). */
const TOLERANCE = 0.25;

export interface ComparableRow {
  /** Labelled lines with a fair regular product. */
  lines: number;
  sized: number;
  proposed: number;
  /** A proposal, or else the category reference for the user to accept. */
  offered: number;
  /** Proposals with a category median to check them against, and those within 25% of it. */
  checked: number;
  within: number;
  /** The same for the price offered (the proposal, else the category reference). */
  checkedOffered: number;
  withinOffered: number;
  /** Proposals whose line has fair products in the GF size's unit, and those within 25% of their median. */
  fairKnown: number;
  withinFair: number;
  outside: string[];
  /** Proposals beyond 25% of their line's fair products' median, with the products the proposal stood on. */
  outsideFair: string[];
}

const perUnitOf = (p: CatalogProduct) => (p.sizeValue && p.sizeValue > 0 && p.sizeUnit ? p.priceCents / p.sizeValue : null);

function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The "comparable price" rows of bench:match: on the labelled lines that have a fair regular product, asked with the
 * category the app reads from the line (`categoryOf`, as receipts are processed), the comparable unit price the app would use (its proposal; else the category reference it offers; else the user is asked),
 * checked two ways, both computed here from the catalog's shelf prices, independently of the app's choice:
 * - against the median unit price of the labelled category's regular products, of the kind (category-kinds.ts) most
 *   of the line's fair products are, when the category is split: a dry pasta is checked against dry pastas;
 * - against the median unit price of the line's fair products (those its label accepts).
 */
export function comparablePriceRows(
  comparer: Comparer,
  catalog: readonly CatalogProduct[],
  labels: readonly LabelledLine[],
  categoryOf: (line: string) => string | null,
): ComparableRow {
  const row: ComparableRow = { lines: 0, sized: 0, proposed: 0, offered: 0, checked: 0, within: 0, checkedOffered: 0, withinOffered: 0, fairKnown: 0, withinFair: 0, outside: [], outsideFair: [] };
  const near = (cents: number, reference: number) => Math.abs(cents / reference - 1) <= TOLERANCE;
  for (const l of labels) {
    if (!l.accept || l.categories.length === 0) continue;
    row.lines++;
    const c = comparer.compare({ name: l.line, category: categoryOf(l.line) });
    if (!c.gfSize) continue;
    const unit: SizeUnit = c.gfSize.unit;
    row.sized++;
    const offered = c.proposal ?? c.categoryReference;
    if (!offered) continue;
    row.offered++;
    const fairProducts = catalog.filter((p) => p.sizeUnit === unit && perUnitOf(p) !== null && isAcceptable(l, p));
    const category = l.categories[0]!;
    const kind = mostCommon(fairProducts.map((p) => categoryKind(p.category, p.name)).filter((k): k is string => k !== null));
    const reference = median(
      catalog
        .filter((p) => p.category === category && p.sizeUnit === unit && (!kind || categoryKind(p.category, p.name) === kind))
        .map(perUnitOf)
        .filter((v): v is number => v !== null),
    );
    if (reference) {
      row.checkedOffered++;
      if (near(offered.perPackCents / c.gfSize.value, reference)) row.withinOffered++;
    }
    if (!c.proposal) continue;
    row.proposed++;
    const perUnit = c.proposal.perPackCents / c.gfSize.value;
    if (reference) {
      row.checked++;
      if (near(perUnit, reference)) row.within++;
      else row.outside.push(`${l.line}: ${((perUnit / reference) * 100).toFixed(0)}% of the ${kind ?? category} median`);
    }
    const fair = median(fairProducts.map((p) => perUnitOf(p)!));
    if (fair) {
      row.fairKnown++;
      if (near(perUnit, fair)) row.withinFair++;
      else row.outsideFair.push(`${l.line} [${c.gfSize.value} ${unit}, ${c.gfSizeSource}]: ${((perUnit / fair) * 100).toFixed(0)}% of the fair median — ${c.proposal.detail}`);
    }
  }
  return row;
}
