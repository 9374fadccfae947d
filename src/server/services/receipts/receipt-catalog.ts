import type { Comparer } from "#domain/claims/create-comparer";
import type { GfBrandIndex } from "#domain/gluten-free/gf-brands";

/** What receipt processing needs to know about products: GF brands, and comparable regular prices. */
export interface ReceiptCatalog extends Comparer {
  brands: GfBrandIndex;
}
