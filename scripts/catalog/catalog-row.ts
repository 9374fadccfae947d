import type { Category } from "#domain/gluten-free/categories";
import type { PackageSize } from "#domain/matching/types";

/** Where a row's price comes from (data/catalog/README.md, "Provenance and licences"). */
export const SOURCES = ["hammer_vanessadyy", "hammer_thk421", "statcan_18100245"] as const;
export type Source = (typeof SOURCES)[number];

/** A regular product of data/catalog/products.csv. */
export interface CatalogRow {
  id: string;
  name: string;
  /** Empty when the name does not start with a known brand. */
  brand: string;
  category: Category;
  /** Null when the name prints no size (only hammer_thk421 rows, which have a shelf price). */
  size: PackageSize | null;
  priceCents: number;
  /** Cents per 100 g or 100 ml, or per item when the size is a count; null without a size. */
  unitPriceCents: number | null;
  source: Source;
  /** ISO date of the price. */
  observedOn: string;
  vendor: string;
}
