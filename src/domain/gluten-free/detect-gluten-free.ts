import { classifyFood } from "./classify-food";
import type { Category } from "./categories";
import type { GfBrandIndex } from "./gf-brands";
import { findGfMarker } from "./gf-markers";

export interface GfDetection {
  isGlutenFree: boolean;
  /** A GF version of a food that normally has gluten: its incremental cost is claimable, so it is pre-selected. */
  isSubstitute: boolean;
  category: Category | null;
  reason: "marker" | "dedicated-brand" | null;
  marker: string | null;
  brand: string | null;
}

export function detectGlutenFree(name: string, brands: GfBrandIndex): GfDetection {
  const marker = findGfMarker(name);
  const brand = brands.find(name);
  const food = classifyFood(name);
  const reason = marker ? "marker" : brand?.dedicatedGf ? "dedicated-brand" : null;
  const isGlutenFree = reason !== null;
  return {
    isGlutenFree,
    isSubstitute: isGlutenFree && food.substitute === true,
    category: food.category,
    reason,
    marker,
    brand: brand?.brand ?? null,
  };
}
