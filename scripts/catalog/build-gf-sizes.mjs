// Writes data/gluten-free/gf-products.csv: gluten-free products seen at Canadian grocers in 2024, for the package
// size of a GF receipt line that prints none. From ../shared/data/gluten_free/gf_products_from_hammer.csv (Project
// Hammer, derived heuristically, not human-verified), keeping rows whose size the name prints ("450g", "1 kg") or
// that their shelf price and price per 100 g/ml give (size = shelf price / unit price × 100).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsvObjects, writeCsvObjects } from "./csv.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE = resolve(ROOT, "../shared/data/gluten_free/gf_products_from_hammer.csv");
const OUT = resolve(ROOT, "data/gluten-free/gf-products.csv");

const rows = parseCsvObjects(readFileSync(SOURCE, "utf8"));
const NAME_SIZE = /\d+(?:[.,]\d+)?\s*(kg|g|gr|grams?|ml|l|litres?|lb|oz)(?![a-z])/i;
const out = [];
for (const row of rows) {
  const printed = NAME_SIZE.test(row.product_name);
  const shelf = Number(row.shelf_price_cad);
  const unit = Number(row.unit_price_cad);
  const fromPrices = !printed && shelf > 0 && unit > 0 && /^100(g|ml)$/.test(row.unit);
  if (!printed && !fromPrices) continue;
  out.push({
    name: row.product_name.replace(/\s+/g, " ").trim(),
    vendor: row.vendor,
    size: fromPrices ? `${Math.round((shelf / unit) * 100)} ${row.unit.slice(3)}` : "",
    source: row.source_dataset,
  });
}
writeFileSync(OUT, writeCsvObjects(["name", "vendor", "size", "source"], out));
console.log(`${out.length} of ${rows.length} GF products have a package size -> ${OUT}`);
