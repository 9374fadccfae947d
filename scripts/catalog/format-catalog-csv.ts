import { formatCsvRecords } from "#domain/csv";
import type { CatalogRow } from "./catalog-row";

const COLUMNS = [
  "id",
  "name",
  "brand",
  "category",
  "size_value",
  "size_unit",
  "price_cents",
  "unit_price_cents_per_100",
  "source",
  "observed_on",
  "vendor",
] as const;

/** data/catalog/products.csv's text: LF line ends, as the file is kept in git. */
export function formatCatalogCsv(rows: readonly CatalogRow[]): string {
  const records = rows.map((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    category: r.category,
    size_value: r.size?.value ?? "",
    size_unit: r.size?.unit ?? "",
    price_cents: r.priceCents,
    unit_price_cents_per_100: r.unitPriceCents ?? "",
    source: r.source,
    observed_on: r.observedOn,
    vendor: r.vendor,
  }));
  return formatCsvRecords(COLUMNS, records, "\n");
}
