import { claimableCents } from "./claimable-cents";
import { CLAIMANT_LABELS, taxLineFor, type Claimant } from "./claimant";
import { comparableProductName, describeRegularSource } from "./comparable-source";
import { perPackCents } from "./line-quantity";

/** A saved claim line as the claim documents read it; amounts are line totals in cents. */
export interface ClaimLine {
  purchaseDate: string;
  store: string | null;
  productName: string;
  category: string;
  quantity: number;
  /** What was paid for `quantity` packs. */
  gfPriceCents: number;
  /** The comparable regular price of the same quantity. */
  regularPriceCents: number;
  differenceCents: number;
  sharePct: number;
  claimant: Claimant;
  regularProductName: string | null;
  regularSource: string;
  regularSourceDetail: string | null;
}

/** One line as an auditor reads it: per-pack prices, the comparable and its source, the share and its line. */
export interface ClaimLineDetail {
  purchaseDate: string;
  store: string | null;
  product: string;
  category: string;
  quantity: number;
  gfPriceCents: number;
  gfPerPackCents: number;
  regularPriceCents: number;
  regularPerPackCents: number;
  comparableProduct: string;
  comparableSource: string;
  differenceCents: number;
  sharePct: number;
  /** This line's own claimable amount, rounded on its own; totals are rounded once from the unrounded shares. */
  claimableCents: number;
  claimant: Claimant;
  claimantLabel: string;
  taxLine: "33099" | "33199";
}

export function detailOf(line: ClaimLine): ClaimLineDetail {
  return {
    purchaseDate: line.purchaseDate,
    store: line.store,
    product: line.productName.trim(),
    category: line.category,
    quantity: line.quantity,
    gfPriceCents: line.gfPriceCents,
    gfPerPackCents: perPackCents(line.gfPriceCents, line.quantity),
    regularPriceCents: line.regularPriceCents,
    regularPerPackCents: perPackCents(line.regularPriceCents, line.quantity),
    comparableProduct: comparableProductName(line.regularSource, line.regularProductName),
    comparableSource: describeRegularSource(line.regularSource, line.regularSourceDetail),
    differenceCents: line.differenceCents,
    sharePct: line.sharePct,
    claimableCents: claimableCents(line.differenceCents, line.sharePct),
    claimant: line.claimant,
    claimantLabel: CLAIMANT_LABELS[line.claimant],
    taxLine: taxLineFor(line.claimant),
  };
}
