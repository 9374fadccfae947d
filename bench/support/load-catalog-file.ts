import { readFileSync } from "node:fs";
import { parseCsvRecords } from "#domain/csv";
import { asSizeUnit, type CatalogProduct } from "#domain/matching/types";

/** The committed catalog as the server loads it, without a database. */
export function loadCatalogFile(path = "data/catalog/products.csv"): CatalogProduct[] {
  return parseCsvRecords(readFileSync(path, "utf8")).map((r) => ({
    id: r.id ?? "",
    name: r.name ?? "",
    brand: r.brand || null,
    category: r.category ?? "",
    sizeValue: r.size_value ? Number(r.size_value) : null,
    sizeUnit: asSizeUnit(r.size_unit),
    priceCents: Number(r.price_cents),
    vendor: r.vendor || null,
    observedOn: r.observed_on || null,
  }));
}
