/** SPEC.md §9: without a match or a custom price, the comparison price is the item price minus $3, floored at 0. */
export const DEFAULT_COMPARISON_DISCOUNT_CENTS = 300;

export type RegularPriceSource = "custom" | "match" | "default";

export interface PricedItem {
  priceCents: number;
  customRegularPriceCents: number | null;
  matchedRegularPriceCents: number | null;
}

export function defaultComparisonPriceCents(gfPriceCents: number): number {
  return Math.max(0, gfPriceCents - DEFAULT_COMPARISON_DISCOUNT_CENTS);
}

/** The user's price wins, then the matched product's (already normalised to the GF item's size), then the default. */
export function effectiveRegularPrice(item: PricedItem): { cents: number; source: RegularPriceSource } {
  if (item.customRegularPriceCents !== null) return { cents: item.customRegularPriceCents, source: "custom" };
  if (item.matchedRegularPriceCents !== null) return { cents: item.matchedRegularPriceCents, source: "match" };
  return { cents: defaultComparisonPriceCents(item.priceCents), source: "default" };
}

/** The incremental cost is never negative (DOMAIN.md). */
export function differenceCents(gfPriceCents: number, regularPriceCents: number): number {
  return Math.max(0, gfPriceCents - regularPriceCents);
}
