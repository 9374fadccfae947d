import type { GfBrand } from "../gluten-free/gf-brands";
import { createProductMatcher } from "../matching/create-product-matcher";
import { MIN_MATCH_SCORE } from "../matching/match-threshold";
import { parsePackageSize } from "../matching/parse-package-size";
import type { CatalogProduct, PackageSize, SizeUnit } from "../matching/types";
import { EMPTY_COMPARISON, median, unitPrice, type Comparison } from "./comparable-price";
import { said } from "../i18n/said";
import { commonestSize } from "./commonest-size";
import { kindOrCategoryWords } from "./comparable-words";
import { createGfSizeLookup, MIN_PRODUCTS_FOR_TYPICAL_SIZE, type GfListProduct, type TypicalSize } from "./gf-size-lookup";
import { adjustToYear, CATALOG_PRICE_YEAR } from "./grain-price-index";
import { categoryKind, lineKind } from "../gluten-free/category-kinds";
import { proposeComparison, type CategoryMedian, type DatedProduct } from "./propose-comparison";

export interface ComparerOptions {
  gfBrands?: readonly Pick<GfBrand, "brand">[];
  /** Gluten-free products with their package sizes, for lines that print none. */
  gfProducts?: readonly GfListProduct[];
}

export interface CompareQuery {
  name: string;
  category: string | null;
  /** A size the user gave; else the receipt's, else the GF list's. */
  size?: PackageSize | null;
}

export interface Comparer {
  compare(query: CompareQuery): Comparison;
  /** The catalog product by id, for a user's one-tap choice. */
  product(id: string): DatedProduct | undefined;
}

const yearOf = (date: string | null | undefined) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

/** A category median of fewer products than this is one product's price, not a reference. */
export const MIN_CATEGORY_PRODUCTS = 5;

const ORGANIC = /\b(organic|organique|biologique|bio)\b/i;

/** How many candidates the matcher returns for the median and the user's choice. */
const CANDIDATES = 12;

/**
 * Finds a GF line's comparable regular price from the catalog: the matcher's closest products, the GF package
 * size (the user's, the receipt's, the GF product list's closest product, else the size the line's brand or kind
 * sells most), medians per category or kind and unit, all in the catalog's year. Pure and in memory.
 */
export function createComparer(products: readonly CatalogProduct[], options: ComparerOptions = {}): Comparer {
  const dated: DatedProduct[] = products.map((p) => ({
    ...p,
    basePriceCents: adjustToYear(p.priceCents, yearOf(p.observedOn), CATALOG_PRICE_YEAR).cents,
    kind: categoryKind(p.category, p.name),
  }));
  const byId = new Map(dated.map((p) => [p.id, p]));
  const matcher = createProductMatcher(dated, { gfBrands: options.gfBrands ?? [] });
  const gfSizes = createGfSizeLookup(options.gfProducts ?? [], options.gfBrands ?? []);

  // Medians per category and unit, and per kind within a split category (category-kinds.ts), so a line is checked
  // against products of its own kind; a kind with too few products falls back to its whole category.
  const perUnit = new Map<string, number[]>();
  const add = (key: string, value: number) => perUnit.set(key, [...(perUnit.get(key) ?? []), value]);
  for (const p of dated) {
    if (!p.sizeValue || !(p.sizeValue > 0) || !p.sizeUnit) continue;
    const value = unitPrice(p.basePriceCents, { value: p.sizeValue, unit: p.sizeUnit });
    add(`${p.category}|${p.sizeUnit}`, value);
    if (p.kind) add(`${p.category}|${p.sizeUnit}|${p.kind}`, value);
  }
  // How widely a category's unit prices spread around its median, in logs (the median distance), against the spread
  // of the typical category: a category of cheesecakes and cookies says less about one product than a category of oats.
  const spreads = new Map<string, { centre: number; spread: number }>();
  for (const [key, values] of perUnit) {
    if (values.length < MIN_CATEGORY_PRODUCTS) continue;
    const centre = median(values)!;
    spreads.set(key, { centre, spread: median(values.map((v) => Math.abs(Math.log(v / centre))))! });
  }
  const typicalSpread = median([...spreads.values()].map((s) => s.spread)) ?? 0;
  const medians = new Map<string, CategoryMedian>();
  for (const [key, { centre, spread }] of spreads) {
    const kind = key.split("|")[2];
    const precision = typicalSpread > 0 && spread > 0 ? (typicalSpread / spread) ** 2 : 1;
    medians.set(key, { centsPerUnit: centre, count: perUnit.get(key)!.length, precision, ...(kind ? { kind } : {}) });
  }
  const categoryMedian = (category: string, unit: SizeUnit, kind: string | null) =>
    (kind ? medians.get(`${category}|${unit}|${kind}`) : undefined) ?? medians.get(`${category}|${unit}`) ?? null;

  // The regular products' sizes per kind: the last word on a line's size when the GF list has too few of its kind.
  const regularSizes = new Map<string, PackageSize[]>();
  for (const p of dated) {
    if (!p.sizeValue || !(p.sizeValue > 0) || !p.sizeUnit) continue;
    const key = `${p.category}|${p.kind}`;
    regularSizes.set(key, [...(regularSizes.get(key) ?? []), { value: p.sizeValue, unit: p.sizeUnit }]);
  }
  const typicalSize = (name: string, category: string, kind: string | null, unit: SizeUnit | null): TypicalSize | null => {
    // Only a line whose count was set aside gets here with a GF-list product close to it, and its weight is better
    // than any kind's.
    const closeListed = gfSizes.find(name, category);
    if (closeListed && closeListed.unit !== "each" && (!unit || closeListed.unit === unit)) return { size: closeListed, source: "gf-list", basis: said("comparable.basis.gfList") };
    const listed = gfSizes.typical(name, category, kind, unit);
    if (listed) return listed;
    const sizes = (regularSizes.get(`${category}|${kind}`) ?? []).filter((s) => !unit || s.unit === unit);
    const size = sizes.length >= MIN_PRODUCTS_FOR_TYPICAL_SIZE ? commonestSize(sizes) : null;
    const basis = said("comparable.basis.regularKind", { kind: kindOrCategoryWords(category, kind) });
    return size ? { size, source: "kind", basis } : null;
  };

  return {
    product: (id) => byId.get(id),
    compare(query) {
      const printed = parsePackageSize(query.name);
      const listed = query.size || printed ? null : gfSizes.find(query.name, query.category);
      const gfSize = query.size ?? printed ?? listed;
      const gfSizeSource = query.size ? "user" : printed ? "receipt" : listed ? "gf-list" : null;
      const matches = matcher.match({ name: query.name, category: query.category, size: gfSize }, CANDIDATES);
      if (matches.length === 0 && !gfSize && !query.category) return EMPTY_COMPARISON;
      return proposeComparison({
        matches: matches.map((m) => ({ product: m.product as DatedProduct, score: m.score })),
        gfSize,
        gfSizeSource,
        category: query.category,
        lineKind: (category, closestKinds) => lineKind(category, query.name, closestKinds),
        categoryMedian,
        typicalSize: (category, kind, unit) => typicalSize(query.name, category, kind, unit),
        priceYear: CATALOG_PRICE_YEAR,
        minScore: MIN_MATCH_SCORE,
        sameGrade: (product) => ORGANIC.test(product.name) === ORGANIC.test(query.name),
      });
    },
  };
}
