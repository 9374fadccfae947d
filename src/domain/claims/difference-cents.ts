/** The incremental cost is never negative (docs/tax-rules.md). */
export function differenceCents(gfPriceCents: number, regularPriceCents: number): number {
  return Math.max(0, gfPriceCents - regularPriceCents);
}
