import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { createComparer } from "#domain/claims/create-comparer";
import { parseGfProductsCsv } from "#domain/claims/gf-size-lookup";
import { createGfBrandIndex, parseGfBrandsCsv } from "#domain/gluten-free/gf-brands";
import { asSizeUnit, type CatalogProduct } from "#domain/matching/types";
import type { DB } from "../../db/schema";
import type { ReceiptCatalog } from "./receipt-catalog";

/** A data file the app can run without (an empty list), so a missing optional file is not a crash. */
async function readOptional(path: string): Promise<string> {
  return readFile(path, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return "";
    throw e;
  });
}

export interface CatalogFiles {
  gfBrandsPath: string;
  gfProductsPath: string;
}

/** Built once at start from the products table: matching runs in memory, thousands of times a second. */
export async function loadReceiptCatalog(db: Kysely<DB>, files: CatalogFiles): Promise<ReceiptCatalog> {
  const rows = await db.selectFrom("products").selectAll().execute();
  const products: CatalogProduct[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    category: r.category,
    sizeValue: r.size_value,
    sizeUnit: asSizeUnit(r.size_unit),
    priceCents: r.price_cents,
    vendor: r.vendor,
    observedOn: r.observed_on,
  }));
  const gfBrands = parseGfBrandsCsv(await readOptional(files.gfBrandsPath));
  const gfProducts = parseGfProductsCsv(await readOptional(files.gfProductsPath));
  // GF brand names say nothing about the kind of food, so the matcher drops them from queries.
  const comparer = createComparer(products, { gfBrands, gfProducts });
  return { ...comparer, brands: createGfBrandIndex(gfBrands) };
}
