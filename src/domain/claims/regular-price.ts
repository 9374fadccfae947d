import type { ComparablePrice, Comparison } from "./comparable-price";
import { ENTERED_BY_YOU } from "../tax/comparable-source";
import { adjustToYear } from "./grain-price-index";

export interface LineChoice {
  comparison: Comparison | null;
  /** A product or category reference the user chose instead of the proposal. */
  choice: ComparablePrice | null;
  /** A price for one pack, typed by the user: it wins over everything. */
  customPerPackCents: number | null;
}

/** The comparable price a line uses, or null: then the line cannot be claimed until the user gives one. */
export function chosenComparable(line: LineChoice): ComparablePrice | null {
  if (line.customPerPackCents !== null) {
    return { kind: "custom", perPackCents: line.customPerPackCents, priceYear: null, detail: ENTERED_BY_YOU, productId: null, productName: null };
  }
  return line.choice ?? line.comparison?.proposal ?? null;
}

/** Comparable prices are per package; a "2 @ 3.49" line is two packages, a weighed line one. */
export const packagesOf = (quantity: number) => (Number.isInteger(quantity) && quantity >= 1 ? quantity : 1);

/** The regular price of a whole line from the price of one pack. */
export const regularLineCents = (perPackCents: number, quantity: number) => perPackCents * packagesOf(quantity);

export interface LineRegularPrice {
  perPackCents: number;
  /** For the whole line: per pack × packages. */
  cents: number;
  detail: string;
}

/** The regular price of a whole line in the purchase year's money, with its source in words. */
export function lineRegularPrice(comparable: ComparablePrice, quantity: number, purchaseYear: number): LineRegularPrice {
  const adjusted = adjustToYear(comparable.perPackCents, comparable.priceYear, purchaseYear);
  return {
    perPackCents: adjusted.cents,
    cents: regularLineCents(adjusted.cents, quantity),
    detail: adjusted.note ? `${comparable.detail}; ${adjusted.note}` : comparable.detail,
  };
}

/** The incremental cost is never negative (docs/tax-rules.md). */
export function differenceCents(gfPriceCents: number, regularPriceCents: number): number {
  return Math.max(0, gfPriceCents - regularPriceCents);
}
