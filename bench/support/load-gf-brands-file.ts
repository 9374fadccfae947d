import { readFileSync } from "node:fs";
import { parseGfBrandsCsv, type GfBrand } from "#domain/gluten-free/gf-brands";

/** data/gluten-free/brands.csv, parsed as the server's loadGfBrands parses it. */
export function loadGfBrandsFile(path = "data/gluten-free/brands.csv"): GfBrand[] {
  return parseGfBrandsCsv(readFileSync(path, "utf8"));
}
