import type { Translator } from "../i18n/translator";
import { PREMIUM_PRICE_CENTS } from "../plans/premium-price";

/**
 * The site's texts (data/site/*.md) are the same on every server, but only a server with payments sells Premium
 * (decision 025). What depends on it is marked in the markdown, and each server keeps what it offers:
 *
 * - `<!-- premium -->…<!-- /premium -->`: only where Premium is sold (its price, its upgrade, its support);
 * - `<!-- no-premium -->…<!-- /no-premium -->`: only where it is not (every account has every feature);
 * - `{free receipts}`: the server's own allowance, "5 receipts a month" or "unlimited receipts";
 * - `{premium price}`: Premium's price (src/domain/plans/premium-price.ts), written the locale's way.
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
const PREMIUM_PRICE = "{premium price}";

/** The passages of a text (in `say`'s language) this server's offer keeps, its placeholders filled in. */
export function passagesFor(markdown: string, offer: PlanOffer | null, say: Pick<Translator, "t" | "format">): string {
  const { t, format } = say;
  const count = offer?.freeReceiptsPerMonth;
  const allowance = count == null ? t("content.unlimitedReceipts") : t("content.freeReceipts", { count });
  return markdown
    .replace(MARKED, (_passage, kind: string, text: string) => (offer !== null && (kind === "premium") === offer.premiumOnSale ? text : ""))
    .replaceAll(FREE_RECEIPTS, allowance)
    .replaceAll(PREMIUM_PRICE, format.price(PREMIUM_PRICE_CENTS));
}
