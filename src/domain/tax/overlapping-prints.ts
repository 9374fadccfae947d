import { z } from "zod";
import { claimPeriodSchema, periodsOverlap, type ClaimPeriod } from "./claim-period";
import { claimantSchema, type Claimant } from "./claimant";

/** A claim summary the user printed: its period, whom it was for (null: everyone) and when. */
export const printedClaimSchema = z.object({
  period: claimPeriodSchema,
  claimant: claimantSchema.nullable(),
  printedAt: z.string(),
});
export type PrintedClaim = z.infer<typeof printedClaimSchema>;

// Each line has one claimant, so summaries for two different claimants never hold the same purchase.
const mayShareLines = (a: Claimant | null, b: Claimant | null) => a === null || b === null || a === b;

const samePeriod = (a: ClaimPeriod, b: ClaimPeriod) => a.start === b.start && a.end === b.end;

/**
 * The earlier printed claims that a summary of `period` for `claimant` would overlap: a purchase may be claimed
 * only once (docs/tax-rules.md, "not claimed before"). Reprinting the same period is no conflict. A summary printed
 * several times counts once, at its first printing; oldest first.
 */
export function overlappingPrints(period: ClaimPeriod, claimant: Claimant | null, printed: readonly PrintedClaim[]): PrintedClaim[] {
  const firstPrints = new Map<string, PrintedClaim>();
  const byDate = [...printed].sort((a, b) => a.printedAt.localeCompare(b.printedAt) || a.period.start.localeCompare(b.period.start));
  for (const p of byDate) {
    if (samePeriod(p.period, period) || !periodsOverlap(p.period, period) || !mayShareLines(p.claimant, claimant)) continue;
    const key = `${p.period.start} ${p.period.end} ${p.claimant ?? ""}`;
    if (!firstPrints.has(key)) firstPrints.set(key, p);
  }
  return [...firstPrints.values()];
}
