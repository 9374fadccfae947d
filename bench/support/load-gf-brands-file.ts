import { readFileSync } from "node:fs";
import { parseCsvRecords } from "../../src/domain/csv";
import type { GfBrand } from "../../src/domain/gluten-free/gf-brands";

/** data/gluten-free/brands.csv, as the server's loadGfBrands reads it. */
export function loadGfBrandsFile(path = "data/gluten-free/brands.csv"): GfBrand[] {
  return parseCsvRecords(readFileSync(path, "utf8"))
    .filter((r) => r.brand)
    .map((r) => ({ brand: r.brand ?? "", dedicatedGf: r.dedicated_gf === "true" }));
}
