import { z } from "zod";
import { classifyFood } from "./classify-food";
import type { Category } from "./categories";

/**
 * Whether a receipt line may be claimed as a medical expense (docs/tax-rules.md): only gluten-free substitutes for
 * foods that normally contain gluten. The server decides; a client's flags never make a line claimable.
 */
export const eligibilitySchema = z.enum([
  /** A GF version of a food that normally has gluten: claimable, pre-selected. */
  "substitute",
  /** Gluten-free by nature: no incremental cost. */
  "natural",
  /** No sign of being gluten-free. */
  "not_gluten_free",
  /** Pet food, household goods. */
  "not_food",
  /** Cannot tell: claimable once the user confirms it is a GF product bought for the person with celiac disease. */
  "unknown",
]);
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** A line that may become a claim: a substitute, or an unknown line once the user vouches for it. */
export const mayBeClaimed = (eligibility: Eligibility) => eligibility === "substitute" || eligibility === "unknown";

export interface LineEligibility {
  eligibility: Eligibility;
  category: Category | null;
}

/**
 * A line's eligibility from its name and whether it carries a gluten-free sign (a GF marker or a dedicated GF
 * brand). A bread or pasta line without a sign is "unknown", not refused: GF bakeries print no marker. A signed line
 * whose food the vocabulary cannot name ("GF OLD EL PASO TACO", "SCHAR SPECIAL") is taken as the substitute its
 * label says it is, so it is pre-selected like one and never shown as both gluten-free and unknown (docs/decisions/022).
 */
export function lineEligibility(name: string, glutenFreeSign: boolean): LineEligibility {
  const food = classifyFood(name);
  if (food.kind === "not_food") return { eligibility: "not_food", category: null };
  if (food.kind === "natural") return { eligibility: "natural", category: null };
  if (food.kind === "substitute") return { eligibility: glutenFreeSign ? "substitute" : "unknown", category: food.category };
  return { eligibility: glutenFreeSign ? "substitute" : "not_gluten_free", category: null };
}
