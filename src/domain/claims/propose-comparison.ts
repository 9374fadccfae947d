import type { CatalogProduct, PackageSize, SizeUnit } from "../matching/types";
import {
  formatSize,
  median,
  unitLabel,
  unitPrice,
  type ComparableProduct,
  type Comparison,
  type SizeSource,
} from "./comparable-price";

/** A catalog product with its price moved to the catalog's year, so products seen in other years compare. */
export interface DatedProduct extends CatalogProduct {
  basePriceCents: number;
}

export interface CategoryMedian {
  /** Cents per gram, millilitre or item, in the catalog's year. */
  centsPerUnit: number;
  count: number;
  /** The kind of product within the category it is the median of ("oats and hot cereal"); absent: the whole category. */
  kind?: string;
}

export interface ComparisonInput {
  /** The matcher's candidates, best first. */
  matches: readonly { product: DatedProduct; score: number }[];
  gfSize: PackageSize | null;
  gfSizeSource: SizeSource | null;
  /** The line's own category, used when no product matches. */
  category: string | null;
  categoryMedian(category: string, unit: SizeUnit): CategoryMedian | null;
  priceYear: number;
  minScore: number;
}

/** Candidates scoring this close to the best one count as "the closest regular products". */
export const CLOSE_TO_BEST = 0.85;
/** How many closest products the median takes, and the user sees. */
export const CLOSEST_COUNT = 5;
/**
 * The category's median weighs as much as this many close products (decision 011): a neighbourhood of one or two
 * products leans on the category, five agreeing products weigh half. In logs, so a price twice the category's and
 * one half of it are pulled in equally.
 */
const CATEGORY_WEIGHT = CLOSEST_COUNT;

const shrinkTowards = (closeMedian: number, n: number, categoryMedian: number) =>
  Math.exp((n * Math.log(closeMedian) + CATEGORY_WEIGHT * Math.log(categoryMedian)) / (n + CATEGORY_WEIGHT));

/** A median this far from the category's (either way) is not trusted without the user's say. */
export const MAX_CATEGORY_RATIO = 2;

const sizeOf = (p: CatalogProduct): PackageSize | null =>
  p.sizeValue && p.sizeValue > 0 && p.sizeUnit ? { value: p.sizeValue, unit: p.sizeUnit } : null;

function describe(p: DatedProduct) {
  const size = sizeOf(p);
  return [p.name + (size ? ` ${formatSize(size)}` : ""), p.vendor, p.observedOn].filter(Boolean).join(", ");
}

/**
 * The comparable regular price of a GF line (docs/tax-rules.md, "Compare like sizes"): the median unit price of the
 * closest regular products in the GF package's unit, scaled to its size. Not the single best match's price: one
 * clearance loaf or family pack would decide the claim. Proposed only when the sizes are known and the median is
 * within a factor of the category's median; otherwise the user picks a product, accepts the category's reference
 * or types a price.
 */
export function proposeComparison(input: ComparisonInput): Comparison {
  const { gfSize, priceYear } = input;
  const usable = input.matches.filter((m) => m.score >= input.minScore);
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
  const base = { gfSize, gfSizeSource: input.gfSizeSource, closest };
  const best = usable[0];
  if (!gfSize) return { ...base, proposal: null, categoryReference: null };

  const category = best?.product.category ?? input.category;
  const reference = category ? input.categoryMedian(category, gfSize.unit) : null;
  const regularKind = reference?.kind ? `${category} (${reference.kind})` : category;
  const categoryReference = reference
    ? {
        kind: "category" as const,
        perPackCents: Math.round(reference.centsPerUnit * gfSize.value),
        priceYear,
        detail: `Median price ${unitLabel(gfSize.unit)} of ${reference.count} regular ${regularKind} products in the catalog, scaled to ${formatSize(gfSize)}`,
        productId: null,
        productName: null,
      }
    : null;
  if (!best) return { ...base, proposal: null, categoryReference };

  const close = usable
    .filter((m) => m.score >= best.score * CLOSE_TO_BEST && m.product.category === category)
    .filter((m) => sizeOf(m.product)?.unit === gfSize.unit)
    .slice(0, CLOSEST_COUNT);
  const closeMedian = median(close.map((m) => unitPrice(m.product.basePriceCents, sizeOf(m.product)!)));
  if (closeMedian === null) return { ...base, proposal: null, categoryReference };
  const ratio = reference ? closeMedian / reference.centsPerUnit : 1;
  const perUnit = reference ? shrinkTowards(closeMedian, close.length, reference.centsPerUnit) : closeMedian;
  // Products this close disagree with their category (dry pasta, plain flour): the category's median is not a
  // comparable for this line either, so only the products and a typed price are offered.
  if (ratio > MAX_CATEGORY_RATIO || ratio < 1 / MAX_CATEGORY_RATIO) return { ...base, proposal: null, categoryReference: null };

  const names = close.map((m) => describe(m.product)).join("; ");
  const closeWords = close.length === 1 ? `the closest regular product (${names})` : `the ${close.length} closest regular products (${names})`;
  const detail = reference
    ? `Price ${unitLabel(gfSize.unit)} of ${closeWords}, weighted with the median of ${reference.count} regular ${regularKind} products, scaled to ${formatSize(gfSize)}`
    : `Median price ${unitLabel(gfSize.unit)} of ${closeWords}, scaled to ${formatSize(gfSize)}`;
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
