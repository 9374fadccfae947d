import { z } from "zod";

/**
 * Who a claim line is for, which decides the line of the return (docs/tax-rules.md): 33099 covers the user, a spouse or
 * common-law partner and children under 18; 33199 other dependants, each with their own threshold.
 */
export const CLAIMANTS = ["self", "spouse-or-child", "other-dependant"] as const;
export type Claimant = (typeof CLAIMANTS)[number];
export const claimantSchema = z.enum(CLAIMANTS, { error: "validation.claimant" });

/** The lines of the return a medical expense is claimed on. */
export const taxLineSchema = z.enum(["33099", "33199"]);
export type TaxLine = z.infer<typeof taxLineSchema>;

export const CLAIMANT_LABELS: Record<Claimant, string> = {
  self: "Me",
  "spouse-or-child": "Spouse, partner or child under 18",
  "other-dependant": "Other dependant",
};

export function taxLineFor(claimant: Claimant): TaxLine {
  return claimant === "other-dependant" ? "33199" : "33099";
}

export function isClaimant(value: string): value is Claimant {
  return (CLAIMANTS as readonly string[]).includes(value);
}
