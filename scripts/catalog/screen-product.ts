import type { Category } from "#domain/gluten-free/categories";
import { classifyFood, hasGlutenFreeRecipe } from "#domain/gluten-free/classify-food";
import type { GfBrandIndex } from "#domain/gluten-free/gf-brands";
import { findGfMarker } from "#domain/gluten-free/gf-markers";
import type { DropReason } from "./screening-tally";
import { tidyText } from "./tidy-text";

/**
 * Whether a shop product is a regular product to compare GF ones with, and its category: not gluten-free (by its
 * label, a dedicated GF brand or its recipe: "brown rice pasta"), and a substitute food in the domain's vocabulary.
 * The label and brand are read on the shop's name, the food on the catalog's cleaned name.
 */
export function screenProduct(
  shopName: string,
  cleanName: string,
  dedicatedGfBrands: GfBrandIndex,
): { category: Category } | { dropped: DropReason } {
  const name = tidyText(shopName);
  if (findGfMarker(name)) return { dropped: "gluten_free" };
  if (dedicatedGfBrands.find(name)) return { dropped: "gf_brand" };
  if (hasGlutenFreeRecipe(name)) return { dropped: "gf_recipe" };
  const food = classifyFood(cleanName);
  if (food.kind === "substitute" && food.category) return { category: food.category };
  if (food.kind === "natural") return { dropped: "natural" };
  return { dropped: food.kind === "not_food" ? "not_food" : "no_category" };
}
