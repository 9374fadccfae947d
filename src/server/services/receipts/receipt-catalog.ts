import type { GfBrandIndex } from "../../../domain/gluten-free/gf-brands";

export interface CatalogEntry {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  sizeValue: number | null;
  sizeUnit: string | null;
  priceCents: number;
}

export interface ItemMatch {
  product: CatalogEntry;
  score: number;
  /** Normalised to the GF item's package size when both sizes are known. */
  regularPriceCents: number;
}

/** What receipt processing needs to know about products: GF brands, and the best regular match for a GF line. */
export interface ReceiptCatalog {
  brands: GfBrandIndex;
  bestMatch(query: { name: string; category: string | null }): ItemMatch | null;
  product(id: string): CatalogEntry | undefined;
}
