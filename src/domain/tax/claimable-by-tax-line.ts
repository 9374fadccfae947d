import { z } from "zod";
import { centsField } from "../api/money-fields";
import { claimableTotalCents } from "./claimable-cents";
import { taxLineFor, taxLineSchema, type Claimant } from "./claimant";

/** The eligible expenses of one line of the return. */
export const taxLineTotalSchema = z.object({
  taxLine: taxLineSchema,
  claimableCents: centsField("The eligible expenses on this line of the return, rounded once"),
});
export type TaxLineTotal = z.infer<typeof taxLineTotalSchema>;

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
