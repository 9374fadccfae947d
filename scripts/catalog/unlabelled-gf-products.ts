import { classifyFood, hasGlutenFreeRecipe } from "#domain/gluten-free/classify-food";
import type { GfBrandIndex } from "#domain/gluten-free/gf-brands";
import { findGfMarker } from "#domain/gluten-free/gf-markers";
import { readPrintedSizes } from "#domain/matching/parse-package-size";
import type { GfProductSize } from "./gf-product-sizes";
import { tidyText } from "./tidy-text";

/**
 * Gluten-free products whose shop names do not say so, from the grocers' rows the catalog reads: a dedicated GF
 * brand's ("Tinkyada Brown Rice Elbow Pasta, 454 Gram") or a GF recipe's ("Brown Rice Spaghetti 340 g"), of a food
 * normally made with wheat, with a printed size. The same screen keeps them out of the regular catalog
 * (screen-product.ts); here they lend their sizes to GF lines.
 */
export function unlabelledGfProducts(
  rows: readonly Record<string, string>[],
  source: string,
  dedicatedGfBrands: GfBrandIndex,
): GfProductSize[] {
  const out: GfProductSize[] = [];
  for (const row of rows) {
    const name = tidyText(row.product_name ?? "");
    if (findGfMarker(name) || !(dedicatedGfBrands.find(name) || hasGlutenFreeRecipe(name))) continue;
    if (classifyFood(name).kind !== "substitute" || readPrintedSizes(name).amount === null) continue;
    out.push({ name, vendor: row.vendor ?? "", size: "", source });
  }
  return out;
}
