import type { CatalogProduct, PackageSize, SizeUnit } from "../matching/types";
import { said, type Said } from "../i18n/said";
import {
  median,
  unitPrice,
  type ComparableProduct,
  type Comparison,
  type SizeSource,
} from "./comparable-price";
import { groupWords, perUnitWords, productWords, sizeWords } from "./comparable-words";
import type { TypicalSize } from "./gf-size-lookup";

/** A catalog product with its price moved to the catalog's year, so products seen in other years compare. */
export interface DatedProduct extends CatalogProduct {
  basePriceCents: number;
  /** Its kind within a split category (category-kinds.ts); null in a category that is not split. */
  kind: string | null;
}

export interface CategoryMedian {
  /** Cents per gram, millilitre or item, in the catalog's year. */
  centsPerUnit: number;
  count: number;
  /** The kind of product within the category it is the median of ("oats and hot cereal"); absent: the whole category. */
  kind?: string;
  /**
   * How much the median tells about one product of it, against a category whose unit prices spread as the typical
   * category's do (1, the default): a category spread twice as wide counts a quarter as much, as precisions do.
   */
  precision?: number;
}

export interface ComparisonInput {
  /** The matcher's candidates, best first. */
  matches: readonly { product: DatedProduct; score: number }[];
  gfSize: PackageSize | null;
  gfSizeSource: SizeSource | null;
  /** The line's own category, used when no product matches. */
  category: string | null;
  /** The line's kind within a category, given the kinds of its closest products there (category-kinds.ts). */
  lineKind(category: string, closestKinds: readonly (string | null)[]): string | null;
  /** The median of the kind when it has enough products, else of the whole category. */
  categoryMedian(category: string, unit: SizeUnit, kind: string | null): CategoryMedian | null;
  /** For a line without a size: the size its brand sells most, or its kind's most common (gf-size-lookup.ts). */
  typicalSize(category: string, kind: string | null, unit: SizeUnit | null): TypicalSize | null;
  priceYear: number;
  minScore: number;
  /** Whether a product is of the line's grade (organic or not); absent: every product is. */
  sameGrade?(product: DatedProduct): boolean;
}

/** Candidates scoring this close to the best one count as "the closest regular products". */
export const CLOSE_TO_BEST = 0.85;
/** How many closest products the median takes, and the user sees. */
export const CLOSEST_COUNT = 5;
/**
 * The median of a category of typical spread weighs as much as this many close products (decision 011): a
 * neighbourhood of one or two products leans on the category, five agreeing products weigh half; a category whose
 * prices spread wider weighs less (`CategoryMedian.precision`). In logs, so a price twice the category's and one half
 * of it are pulled in equally.
 */
const CATEGORY_WEIGHT = CLOSEST_COUNT;

function shrinkTowards(closeMedian: number, n: number, reference: CategoryMedian) {
  const weight = CATEGORY_WEIGHT * (reference.precision ?? 1);
  return Math.exp((n * Math.log(closeMedian) + weight * Math.log(reference.centsPerUnit)) / (n + weight));
}

/**
 * Offered on its own as a line's price, a category's or kind's median must stand on this many products: fewer weigh
 * in a proposal beside the closest products, but alone they are a handful of prices, not a reference.
 */
export const MIN_REFERENCE_PRODUCTS = 10;

/** A median this far from the category's (either way) is not trusted without the user's say. */
export const MAX_CATEGORY_RATIO = 2;

const sizeOf = (p: CatalogProduct): PackageSize | null =>
  p.sizeValue && p.sizeValue > 0 && p.sizeUnit ? { value: p.sizeValue, unit: p.sizeUnit } : null;

/** The unit most of some products are sold in, so a guessed GF size can be priced against them. */
function commonestUnit(matches: readonly { product: DatedProduct }[]): SizeUnit | null {
  const counts = new Map<SizeUnit, number>();
  for (const { product } of matches.slice(0, CLOSEST_COUNT)) {
    const unit = sizeOf(product)?.unit;
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const describe = (p: DatedProduct) =>
  productWords({ name: p.name, size: sizeOf(p), vendor: p.vendor ?? null, observedOn: p.observedOn ?? null }, "listed");

type Match = ComparisonInput["matches"][number];

/**
 * The GF package size a line is priced at. A line that prints no size and is not on the GF list is priced at the size
 * its brand or its kind sells most, and the source sentence says so: the user changes it when the package differs.
 * So is a receipt's count ("8PK") when the regular products it compares with are sold by weight, since a count
 * cannot be priced against them.
 */
function packageSize(
  input: ComparisonInput,
  category: string | null,
  nearBest: readonly Match[],
  kindOf: (near: readonly Match[]) => string | null,
): { gfSize: PackageSize | null; gfSizeSource: SizeSource | null; scaled: (size: PackageSize) => Said } {
  const given = input.gfSize;
  const countOnly = input.gfSizeSource === "receipt" && given?.unit === "each" && !nearBest.some((m) => sizeOf(m.product)?.unit === "each");
  // Only where the line and its products agree on what it is: a line the user moved to another category gets no guess.
  const agreed = category && (!input.category || input.category === category);
  const typical = agreed && (!given || countOnly) ? input.typicalSize(category, kindOf(nearBest), commonestUnit(nearBest)) : null;
  const plain = (size: PackageSize) => said("comparable.scaled", { size: sizeWords(size) });
  if (!typical) return { gfSize: given, gfSizeSource: input.gfSizeSource, scaled: plain };
  const guessed = (size: PackageSize) =>
    countOnly && given
      ? said("comparable.scaledCounted", { size: sizeWords(size), basis: typical.basis, counted: sizeWords(given) })
      : said("comparable.scaledGuessed", { size: sizeWords(size), basis: typical.basis });
  return { gfSize: typical.size, gfSizeSource: typical.source, scaled: guessed };
}

/**
 * The comparable regular price of a GF line (docs/tax-rules.md, "Compare like sizes"): the median unit price of the
 * closest regular products in the GF package's unit, scaled to its size. Not the single best match's price: one
 * clearance loaf or family pack would decide the claim. Like with like: in a category split into kinds
 * (category-kinds.ts) only products of the line's kind count, and the median they are weighed with is the kind's.
 * Proposed only when the median is within a factor of the category's or kind's; otherwise the user picks a product,
 * accepts the category's reference or types a price.
 */
export function proposeComparison(input: ComparisonInput): Comparison {
  const { priceYear } = input;
  const usable = input.matches.filter((m) => m.score >= input.minScore);
  const best = usable[0];
  const category = best?.product.category ?? input.category;
  const nearBest = best ? usable.filter((m) => m.score >= best.score * CLOSE_TO_BEST && m.product.category === category) : [];
  const kindOf = (near: readonly Match[]) => (category ? input.lineKind(category, near.slice(0, CLOSEST_COUNT).map((m) => m.product.kind)) : null);
  const { gfSize, gfSizeSource, scaled } = packageSize(input, category, nearBest, kindOf);
  const closest: ComparableProduct[] = usable.slice(0, CLOSEST_COUNT).map(({ product, score }) => {
    const size = sizeOf(product);
    return {
      id: product.id,
      name: product.name,
      vendor: product.vendor ?? null,
      size,
      priceCents: product.priceCents,
      observedOn: product.observedOn ?? null,
      perPackCents:
        gfSize && size && size.unit === gfSize.unit ? Math.round(unitPrice(product.basePriceCents, size) * gfSize.value) : null,
      score,
    };
  });
  const base = { gfSize, gfSizeSource, closest };
  if (!gfSize) return { ...base, proposal: null, categoryReference: null };

  const sameCategory = nearBest.filter((m) => sizeOf(m.product)?.unit === gfSize.unit);
  const kind = kindOf(sameCategory);
  const scaledTo = scaled(gfSize);
  const per = perUnitWords(gfSize.unit);
  const found = category ? input.categoryMedian(category, gfSize.unit, kind) : null;
  const reference = found && category ? { ...found, group: groupWords(category, found.kind) } : null;
  const categoryReference =
    reference && reference.count >= MIN_REFERENCE_PRODUCTS
      ? {
          kind: "category" as const,
          perPackCents: Math.round(reference.centsPerUnit * gfSize.value),
          priceYear,
          detail: said("comparable.categoryMedian", { per, count: reference.count, group: reference.group, scaled: scaledTo }),
          productId: null,
          productName: null,
        }
      : null;
  if (!best) return { ...base, proposal: null, categoryReference };

  // Like with like: a dry pasta line is priced from dry pastas, not from the boxed dinners that share its words.
  const ofKind = sameCategory.filter((m) => !kind || m.product.kind === kind);
  // Organic products cost more for being organic: a line that does not say it is compares with those that do not.
  const sameGrade = ofKind.filter((m) => input.sameGrade?.(m.product) ?? true);
  const close = (sameGrade.length > 0 ? sameGrade : ofKind).slice(0, CLOSEST_COUNT);
  const closeMedian = median(close.map((m) => unitPrice(m.product.basePriceCents, sizeOf(m.product)!)));
  if (closeMedian === null) return { ...base, proposal: null, categoryReference };
  const ratio = reference ? closeMedian / reference.centsPerUnit : 1;
  const perUnit = reference ? shrinkTowards(closeMedian, close.length, reference) : closeMedian;
  // Products this close disagree with their category or kind: its median is not a comparable for this line either,
  // so only the products and a typed price are offered.
  if (ratio > MAX_CATEGORY_RATIO || ratio < 1 / MAX_CATEGORY_RATIO) return { ...base, proposal: null, categoryReference: null };

  const closestWords = said("comparable.closest", { count: close.length, products: { list: close.map((m) => describe(m.product)) } });
  const detail = reference
    ? said("comparable.closestWeighted", { per, closest: closestWords, count: reference.count, group: reference.group, scaled: scaledTo })
    : said("comparable.closestMedian", { per, closest: closestWords, scaled: scaledTo });
  return {
    ...base,
    categoryReference,
    proposal: {
      kind: "catalog",
      perPackCents: Math.round(perUnit * gfSize.value),
      priceYear,
      detail,
      productId: close[0]!.product.id,
      productName: close[0]!.product.name,
    },
  };
}
