// npm run catalog:gf-sizes -- --source <dir> — writes data/gluten-free/gf-products.csv: gluten-free products seen at
// Canadian grocers in 2024 with their package size, for a GF receipt line that prints none. From the gluten-free
// products found in Project Hammer's Canadian grocery price extracts (derived heuristically, not human-verified):
// gluten_free/gf_products_from_hammer.csv in the source data folder (scripts/source-data-dir.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatCsvRecords, parseCsvRecords } from "#domain/csv";
import { sourceDataDir } from "../source-data-dir";
import { gfProductSizes } from "./gf-product-sizes";

const SOURCE_FILE = "gluten_free/gf_products_from_hammer.csv";
const SOURCE = join(sourceDataDir("catalog:gf-sizes", [SOURCE_FILE]), SOURCE_FILE);
const OUT = "data/gluten-free/gf-products.csv";

const rows = parseCsvRecords(readFileSync(SOURCE, "utf8"));
const sized = gfProductSizes(rows);
writeFileSync(OUT, formatCsvRecords(["name", "vendor", "size", "source"], sized, "\n"));
console.log(`${sized.length} of ${rows.length} GF products have a package size -> ${OUT}`);
