import { saidIdentity, type Said } from "#domain/i18n/said";
import type { ProductSummaryRow } from "#domain/tax/summarise-by-product";

const key = (product: string, source: Said) => `${product.trim().toLowerCase().replace(/\s+/g, " ")}\u0000${saidIdentity(source)}`;

/**
 * The sources the product table already prints: a product whose purchases all share one source says it there, once,
 * so its purchases below do not repeat it. A product with several sources leaves each to its purchase.
 */
export function sourcesPrintedOnce(products: readonly Pick<ProductSummaryRow, "product" | "regularSources">[]) {
  const printed = new Set(products.flatMap((p) => (p.regularSources.length === 1 ? [key(p.product, p.regularSources[0]!)] : [])));
  return { has: (product: string, source: Said) => printed.has(key(product, source)) };
}
