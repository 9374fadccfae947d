import { median } from "#domain/claims/comparable-price";
import type { Comparer } from "#domain/claims/create-comparer";
import type { CatalogProduct } from "#domain/matching/types";
import { isAcceptable, type LabelledLine } from "./support/labelled-lines";

/** Within this of the category median counts as a comparable price (issue 9's measure). */
const TOLERANCE = 0.25;

/**
 * The "comparable price" row of bench:match: on the labelled lines that have a fair regular product, the comparable
 * unit price the app would use (its proposal; else nothing, and the user is asked) against the median unit price of
 * the labelled category's regular products, computed here from the catalog's shelf prices, independently of the app.
 */
export function comparablePriceRows(comparer: Comparer, catalog: readonly CatalogProduct[], labels: readonly LabelledLine[]) {
  const perUnit = new Map<string, number[]>();
  for (const p of catalog) {
    if (!p.sizeValue || !p.sizeUnit) continue;
    const key = `${p.category}|${p.sizeUnit}`;
    perUnit.set(key, [...(perUnit.get(key) ?? []), p.priceCents / p.sizeValue]);
  }
  const lines = labels.filter((l) => l.accept && l.categories.length > 0);
  let sized = 0;
  let proposed = 0;
  let within = 0;
  let withinAny = 0;
  let anyPrice = 0;
  let fairKnown = 0;
  let withinFair = 0;
  const outside: string[] = [];
  for (const l of lines) {
    const c = comparer.compare({ name: l.line, category: null });
    if (!c.gfSize) continue;
    sized++;
    const reference = median(perUnit.get(`${l.categories[0]}|${c.gfSize.unit}`) ?? []);
    const used = c.proposal ?? c.categoryReference;
    if (!reference || !used) continue;
    anyPrice++;
    const ok = (cents: number) => Math.abs(cents / c.gfSize!.value / reference - 1) <= TOLERANCE;
    if (ok(used.perPackCents)) withinAny++;
    if (!c.proposal) continue;
    proposed++;
    const fair = median(
      catalog
        .filter((p) => p.sizeUnit === c.gfSize!.unit && p.sizeValue && isAcceptable(l, p))
        .map((p) => p.priceCents / p.sizeValue!),
    );
    if (fair) {
      fairKnown++;
      if (Math.abs(c.proposal.perPackCents / c.gfSize.value / fair - 1) <= TOLERANCE) withinFair++;
    }
    if (ok(c.proposal.perPackCents)) within++;
    else outside.push(`${l.line}: ${((c.proposal.perPackCents / c.gfSize.value / reference) * 100).toFixed(0)}% of median`);
  }
  return { lines: lines.length, sized, proposed, within, anyPrice, withinAny, outside, fairKnown, withinFair };
}
