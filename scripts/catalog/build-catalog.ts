// npm run catalog:build — writes data/catalog/products.csv (the regular products GF items are compared with) from
// ../shared/data/{prices_hammer_b,prices_hammer_a,prices_statcan} and data/gluten-free/brands.csv, and prints a
// summary. Same inputs, same bytes. CATALOG_DEBUG=1 also lists the rows dropped as unit-price outliers.
// See data/catalog/README.md for the rules and the sources' provenance.
import { readFileSync, writeFileSync } from "node:fs";
import { parseCsvRecords } from "#domain/csv";
import { parseGfBrandsCsv } from "#domain/gluten-free/gf-brands";
import { buildCatalog } from "./build-catalog-rows";
import { formatCatalogCsv } from "./format-catalog-csv";
import { summariseCatalog } from "./summarise-catalog";

const SHARED = "../shared/data";
const OUT = "data/catalog/products.csv";

const records = (path: string) => parseCsvRecords(readFileSync(path, "utf8"));

const build = buildCatalog({
  hammerB: records(`${SHARED}/prices_hammer_b/products_unit_prices.csv`),
  hammerA: records(`${SHARED}/prices_hammer_a/products_latest_price.csv`),
  statcan: records(`${SHARED}/prices_statcan/statcan_canada_2026-06_gluten_relevant_items.csv`),
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
