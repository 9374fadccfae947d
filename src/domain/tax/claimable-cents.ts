/**
 * The claimable part of a line: its incremental cost times the share eaten by the person with celiac disease
 * (DOMAIN.md, shared food), rounded half up to the cent. Never negative.
 */
export function claimableCents(differenceCents: number, sharePct: number): number {
  const share = Math.min(100, Math.max(0, sharePct));
  return Math.floor((Math.max(0, differenceCents) * share + 50) / 100);
}
