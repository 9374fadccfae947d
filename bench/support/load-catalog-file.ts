import { readFileSync } from "node:fs";
import { parseCsvRecords } from "../../src/domain/csv";
import type { CatalogProduct, SizeUnit } from "../../src/domain/matching/types";

const UNITS = new Set(["g", "ml", "each"]);

/** The committed catalog as the server loads it, without a database. */
export function loadCatalogFile(path = "data/catalog/products.csv"): CatalogProduct[] {
  return parseCsvRecords(readFileSync(path, "utf8")).map((r) => ({
    id: r.id ?? "",
    name: r.name ?? "",
    brand: r.brand || null,
    category: r.category ?? "",
    sizeValue: r.size_value ? Number(r.size_value) : null,
    sizeUnit: r.size_unit && UNITS.has(r.size_unit) ? (r.size_unit as SizeUnit) : null,
    priceCents: Number(r.price_cents),
  }));
}
