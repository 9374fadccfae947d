import { isClaimant, taxLineFor } from "../../../../domain/tax/claimant";

/**
 * The GF expenses that share one threshold: line 33099 pools the user, a spouse or partner and children under 18;
 * line 33199 is per dependant (DOMAIN.md). Amounts come from the summary's claimant breakdown, in dollars.
 */
export function expensesOnLine(claimants: readonly { claimant: string; deduction: number }[], line: "33099" | "33199") {
  return claimants
    .filter((c) => (isClaimant(c.claimant) ? taxLineFor(c.claimant) : "33099") === line)
    .reduce((sum, c) => sum + c.deduction, 0);
}
