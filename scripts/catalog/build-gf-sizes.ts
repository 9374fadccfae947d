// npm run catalog:gf-sizes — writes data/gluten-free/gf-products.csv: gluten-free products seen at Canadian grocers
// in 2024 with their package size, for a GF receipt line that prints none. From
// ../shared/data/gluten_free/gf_products_from_hammer.csv (Project Hammer, derived heuristically, not human-verified).
import { readFileSync, writeFileSync } from "node:fs";
import { formatCsvRecords, parseCsvRecords } from "#domain/csv";
import { gfProductSizes } from "./gf-product-sizes";

const SOURCE = "../shared/data/gluten_free/gf_products_from_hammer.csv";
const OUT = "data/gluten-free/gf-products.csv";

const rows = parseCsvRecords(readFileSync(SOURCE, "utf8"));
const sized = gfProductSizes(rows);
writeFileSync(OUT, formatCsvRecords(["name", "vendor", "size", "source"], sized, "\n"));
console.log(`${sized.length} of ${rows.length} GF products have a package size -> ${OUT}`);
