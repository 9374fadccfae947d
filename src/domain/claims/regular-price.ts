import { said, type Said } from "../i18n/said";
import type { PackageSize } from "../matching/types";
import type { ComparablePrice, Comparison } from "./comparable-price";
import { ENTERED_BY_YOU, productWords, sizeWords } from "./comparable-words";
import { adjustToYear } from "./grain-price-index";

export interface LineChoice {
  comparison: Comparison | null;
  /** A product or category reference the user chose instead of the proposal. */
  choice: ComparablePrice | null;
  /** A price for one pack, typed by the user: it wins over everything. */
  customPerPackCents: number | null;
}

/** The comparable price a line uses, or null: then the line cannot be claimed until the user gives one. */
export function chosenComparable(line: LineChoice): ComparablePrice | null {
  if (line.customPerPackCents !== null) {
    return { kind: "custom", perPackCents: line.customPerPackCents, priceYear: null, detail: ENTERED_BY_YOU, productId: null, productName: null };
  }
  return line.choice ?? line.comparison?.proposal ?? null;
}

/** Comparable prices are per package; a "2 @ 3.49" line is two packages, a weighed line one. */
export const packagesOf = (quantity: number) => (Number.isInteger(quantity) && quantity >= 1 ? quantity : 1);

/** The regular price of a whole line from the price of one pack. */
export const regularLineCents = (perPackCents: number, quantity: number) => perPackCents * packagesOf(quantity);

export interface LineRegularPrice {
  perPackCents: number;
  /** For the whole line: per pack × packages. */
  cents: number;
  detail: Said;
}

/** The regular price of a whole line in the purchase year's money, with its source in words. */
export function lineRegularPrice(comparable: ComparablePrice, quantity: number, purchaseYear: number): LineRegularPrice {
  const adjusted = adjustToYear(comparable.perPackCents, comparable.priceYear, purchaseYear);
  return {
    perPackCents: adjusted.cents,
    cents: regularLineCents(adjusted.cents, quantity),
    detail: detailInYear(comparable.detail, comparable.priceYear, purchaseYear),
  };
}

/** The year a receipt's prices are compared in: its purchase date's, or, while it has none, the year it was read. */
export const purchaseYearOf = (receipt: { purchaseDate: string | null; createdAt: string }) =>
  Number((receipt.purchaseDate ?? receipt.createdAt).slice(0, 4));

/** A comparable's words in the purchase year: its own, then how its price was moved there, when it was. */
export function detailInYear(detail: Said, priceYear: number | null, purchaseYear: number): Said {
  const { note } = adjustToYear(0, priceYear, purchaseYear);
  return note ? said("comparable.inYear", { detail, note }) : detail;
}

/**
 * How a product the user picked from the closest ones is described, on the line and in the claim it is saved as:
 * its name and size, where and when its price was seen, and the GF package size it was scaled to.
 */
export function chosenProductDetail(
  product: { name: string; size: PackageSize | string | null; vendor: string | null; observedOn: string | null },
  gfSize: PackageSize | string,
): Said {
  return said("comparable.chosen", { product: productWords(product, "chosen"), size: sizeWords(gfSize) });
}

/** How the category reference is described once the user accepts it. */
export const acceptedReferenceDetail = (detail: Said): Said => said("comparable.accepted", { detail });

/**
 * The words of the accepted category reference in the purchase year, from the reference's words as the receipt view
 * lists them (already in the purchase year): what the line will say once the server has stored the choice.
 */
export function acceptedReferenceInYear(listedDetail: Said, priceYear: number | null, purchaseYear: number): Said {
  const inYear = listedDetail.key === "comparable.inYear" ? listedDetail.values?.detail : undefined;
  const own = inYear && typeof inYear === "object" && "key" in inYear ? inYear : listedDetail;
  return detailInYear(acceptedReferenceDetail(own), priceYear, purchaseYear);
}

