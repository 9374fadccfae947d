import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { parseCsvRecords } from "../../../domain/csv";
import { createGfBrandIndex, type GfBrand } from "../../../domain/gluten-free/gf-brands";
import { createProductMatcher } from "../../../domain/matching/create-product-matcher";
import { MIN_MATCH_SCORE } from "../../../domain/matching/match-threshold";
import type { CatalogProduct } from "../../../domain/matching/types";
import type { DB } from "../../db/schema";
import type { CatalogEntry, ReceiptCatalog } from "./receipt-catalog";

const SIZE_UNITS = new Set(["g", "ml", "each"]);

export async function loadGfBrands(path: string): Promise<GfBrand[]> {
  const text = await readFile(path, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return "";
    throw e;
  });
  return parseCsvRecords(text)
    .filter((r) => r.brand)
    .map((r) => ({ brand: r.brand ?? "", dedicatedGf: r.dedicated_gf === "true" }));
}

/** Built once at start from the products table: matching runs in memory, thousands of times a second. */
export async function loadReceiptCatalog(db: Kysely<DB>, brandsPath: string): Promise<ReceiptCatalog> {
  const rows = await db.selectFrom("products").selectAll().execute();
  const products: CatalogProduct[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    category: r.category,
    sizeValue: r.size_value,
    sizeUnit: r.size_unit && SIZE_UNITS.has(r.size_unit) ? (r.size_unit as CatalogProduct["sizeUnit"]) : null,
    priceCents: r.price_cents,
  }));
  const byId = new Map<string, CatalogEntry>(products.map((p) => [p.id, p]));
  const gfBrands = await loadGfBrands(brandsPath);
  // GF brand names say nothing about the kind of food, so the matcher drops them from queries.
  const matcher = createProductMatcher(products, { gfBrands });
  const brands = createGfBrandIndex(gfBrands);
  return {
    brands,
    product: (id) => byId.get(id),
    bestMatch({ name, category }) {
      const best = matcher.match({ name, category }, 1)[0];
      if (!best || best.score < MIN_MATCH_SCORE) return null;
      return { product: best.product, score: best.score, regularPriceCents: best.regularPriceCents };
    },
  };
}
