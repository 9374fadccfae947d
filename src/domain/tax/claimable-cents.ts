/**
 * The claimable part of a line is its incremental cost times the share eaten by the person with celiac disease
 * (docs/tax-rules.md, shared food). Shares are whole percents, so difference × share is an exact integer in hundredths
 * of a cent; totals add those up and round once, so that ten lines of half a cent make five cents, not ten or none.
 */
export interface SharedDifference {
  differenceCents: number;
  sharePct: number;
}

/** difference × share, in hundredths of a cent; never negative, share clamped to 0–100. */
export function shareWeightedCents({ differenceCents, sharePct }: SharedDifference): number {
  const share = Math.min(100, Math.max(0, sharePct));
  return Math.max(0, differenceCents) * share;
}

/** Hundredths of a cent to cents, half up (the sums are never negative). */
export function roundShareWeighted(hundredthsOfCent: number): number {
  return Math.floor((hundredthsOfCent + 50) / 100);
}

/** One line on its own, rounded half up to the cent. */
export function claimableCents(differenceCents: number, sharePct: number): number {
  return roundShareWeighted(shareWeightedCents({ differenceCents, sharePct }));
}

/** A total of several lines: the unrounded shares are added, then rounded once. */
export function claimableTotalCents(lines: readonly SharedDifference[]): number {
  return roundShareWeighted(lines.reduce((sum, line) => sum + shareWeightedCents(line), 0));
}

/** Lines claimed in full: their (never negative) differences added up. */
export function fullClaimTotalCents(differencesCents: readonly number[]): number {
  return claimableTotalCents(differencesCents.map((differenceCents) => ({ differenceCents, sharePct: 100 })));
}
