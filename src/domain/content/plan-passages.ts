/**
 * The site's texts (data/site/*.md) are the same on every server, but only a server with payments sells Premium
 * (decision 025). What depends on it is marked in the markdown, and each server keeps what it offers:
 *
 * - `<!-- premium -->…<!-- /premium -->`: only where Premium is sold (its price, its upgrade, its support);
 * - `<!-- no-premium -->…<!-- /no-premium -->`: only where it is not (every account has every feature);
 * - `{free receipts}`: the server's own allowance, "5 receipts a month" or "unlimited receipts".
 *
 * Unknown (`null`, while a page still asks the server), neither kind of passage is kept.
 */
export interface PlanOffer {
  premiumOnSale: boolean;
  /** Null: no limit. */
  freeReceiptsPerMonth: number | null;
}

/** The plans of docs/product-spec.md §9, for a reader that runs no server (tests, benches). */
export const PRODUCT_SPEC_PLANS: PlanOffer = { premiumOnSale: true, freeReceiptsPerMonth: 5 };

const MARKED = /<!--\s*(premium|no-premium)\s*-->([\s\S]*?)<!--\s*\/\1\s*-->/g;
const FREE_RECEIPTS = "{free receipts}";

export function passagesFor(markdown: string, offer: PlanOffer | null): string {
  const allowance = offer?.freeReceiptsPerMonth == null ? "unlimited receipts" : `${offer.freeReceiptsPerMonth} receipts a month`;
  return markdown
    .replace(MARKED, (_passage, kind: string, text: string) => (offer !== null && (kind === "premium") === offer.premiumOnSale ? text : ""))
    .replaceAll(FREE_RECEIPTS, allowance);
}
