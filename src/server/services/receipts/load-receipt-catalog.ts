import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { createGfBrandIndex, parseGfBrandsCsv, type GfBrand } from "../../../domain/gluten-free/gf-brands";
import { createProductMatcher } from "../../../domain/matching/create-product-matcher";
import { MIN_MATCH_SCORE } from "../../../domain/matching/match-threshold";
import { asSizeUnit, type CatalogProduct } from "../../../domain/matching/types";
import type { DB } from "../../db/schema";
import type { CatalogEntry, ReceiptCatalog } from "./receipt-catalog";

export async function loadGfBrands(path: string): Promise<GfBrand[]> {
  const text = await readFile(path, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return "";
    throw e;
  });
  return parseGfBrandsCsv(text);
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
    sizeUnit: asSizeUnit(r.size_unit),
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
