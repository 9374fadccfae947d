// npm run catalog:gf-sizes -- --source <dir> — writes data/gluten-free/gf-products.csv: gluten-free products seen at
// Canadian grocers in 2024 with their package size, for a GF receipt line that prints none. From the gluten-free
// products found in Project Hammer's Canadian grocery price extracts (derived heuristically, not human-verified):
// gluten_free/gf_products_from_hammer.csv, whose names say gluten-free, and the extracts' own rows of dedicated GF
// brands and GF recipes, whose names do not; all in the source data folder (scripts/source-data-dir.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatCsvRecords, parseCsvRecords } from "#domain/csv";
import { parseGfBrandsCsv } from "#domain/gluten-free/gf-brands";
import { sourceDataDir } from "../source-data-dir";
import { createDedicatedGfBrandIndex } from "./dedicated-gf-brands";
import { gfProductSizes } from "./gf-product-sizes";
import { unlabelledGfProducts } from "./unlabelled-gf-products";

const GF_NAMED = "gluten_free/gf_products_from_hammer.csv";
const HAMMER_B = "prices_hammer_b/products_unit_prices.csv";
const HAMMER_A = "prices_hammer_a/products_latest_price.csv";
const SOURCE = sourceDataDir("catalog:gf-sizes", [GF_NAMED, HAMMER_B, HAMMER_A]);
const OUT = "data/gluten-free/gf-products.csv";

const records = (path: string) => parseCsvRecords(readFileSync(join(SOURCE, path), "utf8"));
const dedicated = createDedicatedGfBrandIndex(parseGfBrandsCsv(readFileSync("data/gluten-free/brands.csv", "utf8")));

const named = gfProductSizes(records(GF_NAMED));
const seen = new Set(named.map((r) => `${r.vendor}|${r.name}`));
const unlabelled = [
  ...unlabelledGfProducts(records(HAMMER_B), "hammer_vanessadyy", dedicated),
  ...unlabelledGfProducts(records(HAMMER_A), "hammer_thk421", dedicated),
].filter((r) => {
  const key = `${r.vendor}|${r.name}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
writeFileSync(OUT, formatCsvRecords(["name", "vendor", "size", "source"], [...named, ...unlabelled], "\n"));
console.log(`${named.length} GF-named products with a package size, and ${unlabelled.length} of dedicated GF brands or GF recipes -> ${OUT}`);
