import { claimableTotalCents } from "./claimable-cents";
import { taxLineFor, type Claimant } from "./claimant";

export interface TaxLineTotal {
  taxLine: "33099" | "33199";
  claimableCents: number;
}

/**
 * The eligible expenses per line of the return, each rounded once: line 33099 pools the user, a spouse or partner
 * and children under 18, so its total is what the return takes, not a sum of separately rounded claimants.
 */
export function claimableByTaxLine(
  lines: readonly { claimant: Claimant; differenceCents: number; sharePct: number }[],
): TaxLineTotal[] {
  const totals: TaxLineTotal[] = [];
  for (const taxLine of ["33099", "33199"] as const) {
    const onLine = lines.filter((l) => taxLineFor(l.claimant) === taxLine);
    if (onLine.length > 0) totals.push({ taxLine, claimableCents: claimableTotalCents(onLine) });
  }
  return totals;
}
