import { parseCsvRecords } from "../csv";
import { categoryKind } from "../gluten-free/category-kinds";
import { createGfBrandIndex, type GfBrand } from "../gluten-free/gf-brands";
import { classifyFood } from "../gluten-free/classify-food";
import { createProductMatcher } from "../matching/create-product-matcher";
import { parsePackageSize } from "../matching/parse-package-size";
import type { CatalogProduct, PackageSize, SizeUnit } from "../matching/types";
import { said, type Said } from "../i18n/said";
import { commonestSize } from "./commonest-size";
import { kindOrCategoryWords } from "./comparable-words";

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

/** A kind's most common size speaks for it only over at least this many GF products of the kind. */
export const MIN_PRODUCTS_FOR_TYPICAL_SIZE = 3;

const GF_WORDS = /\b(gluten[\s-]*free|sans[\s-]*gluten|gf)\b/gi;

/** A size the GF line does not print, and why it is that size: the words go into the comparison's source sentence. */
export interface TypicalSize {
  size: PackageSize;
  source: "gf-list" | "brand" | "kind";
  /** "the size Kinnikinnick sells most of its gluten-free Buns & Bagels", "the most common size of gluten-free dry pasta" */
  basis: Said;
}

export interface GfSizeLookup {
  /** The size of the GF product list's product closest to the line, of the same kind of food. */
  find(name: string, category: string | null): PackageSize | null;
  /**
   * The size the line's brand sells most of its kind, else the most common size of the kind; in `unit` when given
   * (the unit its regular products are sold in: a soup's millilitres, not a soup mix's grams); null when unknown.
   */
  typical(name: string, category: string, kind: string | null, unit: SizeUnit | null): TypicalSize | null;
}

interface ListedProduct extends CatalogProduct {
  kind: string | null;
  gfBrand: string | null;
}


const sizeOf = (p: ListedProduct): PackageSize => ({ value: p.sizeValue!, unit: p.sizeUnit! });

/** Package sizes of GF products (data/gluten-free/gf-products.csv) for lines whose receipt prints none. */
export function createGfSizeLookup(list: readonly GfListProduct[], gfBrands: readonly Pick<GfBrand, "brand">[]): GfSizeLookup {
  const brandIndex = createGfBrandIndex(gfBrands.map((b) => ({ brand: b.brand, dedicatedGf: false })));
  const products: ListedProduct[] = [];
  list.forEach((row, i) => {
    const size = parsePackageSize(row.size ?? "") ?? parsePackageSize(row.name);
    const name = row.name.replace(GF_WORDS, " ");
    const category = classifyFood(name).category;
    if (!size || !category) return;
    products.push({
      id: String(i),
      name,
      brand: null,
      category,
      sizeValue: size.value,
      sizeUnit: size.unit,
      priceCents: 0,
      kind: categoryKind(category, name),
      gfBrand: brandIndex.find(row.name)?.brand ?? null,
    });
  });
  const matcher = createProductMatcher(products, { gfBrands });
  const ofKind = (category: string, kind: string | null, unit: SizeUnit | null) =>
    products.filter((p) => p.category === category && p.kind === kind && (!unit || p.sizeUnit === unit));
  return {
    find(name, category) {
      const best = matcher.match({ name, category, size: null }, 1)[0];
      if (!best || best.score < GF_SIZE_MIN_SCORE) return null;
      if (category && best.product.category !== category) return null;
      return { value: best.product.sizeValue!, unit: best.product.sizeUnit! };
    },
    typical(name, category, kind, unit) {
      const same = ofKind(category, kind, unit);
      const brand = brandIndex.find(name)?.brand;
      const brandSize = brand ? commonestSize(same.filter((p) => p.gfBrand === brand).map(sizeOf)) : null;
      if (brand && brandSize) {
        return { size: brandSize, source: "brand", basis: said("comparable.basis.brand", { brand, kind: kindOrCategoryWords(category, kind) }) };
      }
      const size = same.length >= MIN_PRODUCTS_FOR_TYPICAL_SIZE ? commonestSize(same.map(sizeOf)) : null;
      return size ? { size, source: "kind", basis: said("comparable.basis.gfKind", { kind: kindOrCategoryWords(category, kind) }) } : null;
    },
  };
}
