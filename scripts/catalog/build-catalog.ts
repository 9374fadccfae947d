// npm run catalog:build -- --source <dir> — writes data/catalog/products.csv (the regular products GF items are
// compared with) from two extracts of Project Hammer's Canadian grocery price dump and Statistics Canada table
// 18-10-0245-01, read from the source data folder (`--source <dir>` or CELIACCLAIM_SOURCE_DATA:
// scripts/source-data-dir.ts), and data/gluten-free/brands.csv, and prints a summary. Same inputs, same bytes.
// CATALOG_DEBUG=1 also lists the rows dropped as unit-price outliers.
// See data/catalog/README.md for the rules and the sources' provenance.
import { readFileSync, writeFileSync } from "node:fs";
import { parseCsvRecords } from "#domain/csv";
import { parseGfBrandsCsv } from "#domain/gluten-free/gf-brands";
import { sourceDataDir } from "../source-data-dir";
import { buildCatalog } from "./build-catalog-rows";
import { formatCatalogCsv } from "./format-catalog-csv";
import { summariseCatalog } from "./summarise-catalog";

const HAMMER_B = "prices_hammer_b/products_unit_prices.csv";
const HAMMER_A = "prices_hammer_a/products_latest_price.csv";
const STATCAN = "prices_statcan/statcan_canada_2026-06_gluten_relevant_items.csv";
const SOURCE = sourceDataDir("catalog:build", [HAMMER_B, HAMMER_A, STATCAN]);
const OUT = "data/catalog/products.csv";

const records = (path: string) => parseCsvRecords(readFileSync(path, "utf8"));

const build = buildCatalog({
  hammerB: records(`${SOURCE}/${HAMMER_B}`),
  hammerA: records(`${SOURCE}/${HAMMER_A}`),
  statcan: records(`${SOURCE}/${STATCAN}`),
  gfBrands: parseGfBrandsCsv(readFileSync("data/gluten-free/brands.csv", "utf8")),
});
writeFileSync(OUT, formatCatalogCsv(build.rows));
console.log(`wrote ${OUT}`);
console.log(summariseCatalog(build).join("\n"));
if (process.env.CATALOG_DEBUG) {
  console.log("\nunit-price outliers dropped:");
  for (const { row, median } of build.outliers) {
    const size = row.size ? `${row.size.value}${row.size.unit}` : "no size";
    console.log(`  ${row.category}: ${row.name} ${size} ${row.unitPriceCents}c/100 (median ${median})`);
  }
}
