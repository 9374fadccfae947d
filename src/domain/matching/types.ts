export type SizeUnit = "g" | "ml" | "each";

const SIZE_UNITS: ReadonlySet<string> = new Set<SizeUnit>(["g", "ml", "each"]);

/** A stored unit as the matcher's unit; anything else (or none) means the size is unknown. */
export const asSizeUnit = (unit: string | null | undefined): SizeUnit | null =>
  unit && SIZE_UNITS.has(unit) ? (unit as SizeUnit) : null;

export interface PackageSize {
  value: number;
  unit: SizeUnit;
}

/** A regular (not gluten-free) product with a market price, from the catalog. */
export interface CatalogProduct {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  sizeValue: number | null;
  sizeUnit: SizeUnit | null;
  priceCents: number;
  /** Where and when the price was seen, for the claim line's source. */
  vendor?: string | null;
  observedOn?: string | null;
}

/** A gluten-free item to find a comparable regular product for. */
export interface MatchQuery {
  name: string;
  category?: string | null;
  size?: PackageSize | null;
}

export interface ProductMatch {
  product: CatalogProduct;
  /** 0..1, higher is closer. */
  score: number;
  /** The product's price scaled to the query's package size when both sizes are known, else its shelf price. */
  regularPriceCents: number;
}

export interface ProductMatcher {
  /** Best matches first. */
  match(query: MatchQuery, limit?: number): ProductMatch[];
}
