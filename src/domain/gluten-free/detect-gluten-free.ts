import type { Category } from "./categories";
import { lineEligibility, type Eligibility } from "./food-eligibility";
import type { GfBrandIndex } from "./gf-brands";
import { findGfMarker } from "./gf-markers";

export interface GfDetection {
  isGlutenFree: boolean;
  /** A GF version of a food that normally has gluten: its incremental cost is claimable, so it is pre-selected. */
  isSubstitute: boolean;
  eligibility: Eligibility;
  category: Category | null;
  reason: "marker" | "dedicated-brand" | null;
  marker: string | null;
  brand: string | null;
}

export function detectGlutenFree(name: string, brands: GfBrandIndex): GfDetection {
  const marker = findGfMarker(name);
  const brand = brands.find(name);
  const reason = marker ? "marker" : brand?.dedicatedGf ? "dedicated-brand" : null;
  const isGlutenFree = reason !== null;
  const food = lineEligibility(name, isGlutenFree);
  return {
    isGlutenFree,
    isSubstitute: food.eligibility === "substitute",
    eligibility: food.eligibility,
    category: food.category,
    reason,
    marker,
    brand: brand?.brand ?? null,
  };
}
