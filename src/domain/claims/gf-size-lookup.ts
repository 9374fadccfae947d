import { parseCsvRecords } from "../csv";
import type { GfBrand } from "../gluten-free/gf-brands";
import { classifyFood } from "../gluten-free/classify-food";
import { createProductMatcher } from "../matching/create-product-matcher";
import { parsePackageSize } from "../matching/parse-package-size";
import type { CatalogProduct, PackageSize } from "../matching/types";

/** A row of data/gluten-free/gf-products.csv. */
export interface GfListProduct {
  name: string;
  vendor: string | null;
  /** Given when the name does not print it. */
  size: string | null;
}

export const parseGfProductsCsv = (text: string): GfListProduct[] =>
  parseCsvRecords(text).map((r) => ({ name: r.name ?? "", vendor: r.vendor || null, size: r.size || null }));

/**
 * Only a close match lends its size: a loose one ("GF BREAD" against a 1.2 kg flour bag) would scale the
 * comparison wrongly, and then asking the user is better.
 */
export const GF_SIZE_MIN_SCORE = 0.6;

const GF_WORDS = /\b(gluten[\s-]*free|sans[\s-]*gluten|gf)\b/gi;

export interface GfSizeLookup {
  find(name: string, category: string | null): PackageSize | null;
}

/** The package size of the GF product list's closest product to a receipt line, of the same kind of food. */
export function createGfSizeLookup(list: readonly GfListProduct[], gfBrands: readonly Pick<GfBrand, "brand">[]): GfSizeLookup {
  const products: CatalogProduct[] = [];
  list.forEach((row, i) => {
    const size = parsePackageSize(row.size ?? "") ?? parsePackageSize(row.name);
    const name = row.name.replace(GF_WORDS, " ");
    const category = classifyFood(name).category;
    if (!size || !category) return;
    products.push({ id: String(i), name, brand: null, category, sizeValue: size.value, sizeUnit: size.unit, priceCents: 0 });
  });
  const matcher = createProductMatcher(products, { gfBrands });
  return {
    find(name, category) {
      const best = matcher.match({ name, category, size: null }, 1)[0];
      if (!best || best.score < GF_SIZE_MIN_SCORE) return null;
      if (category && best.product.category !== category) return null;
      return { value: best.product.sizeValue!, unit: best.product.sizeUnit! };
    },
  };
}
