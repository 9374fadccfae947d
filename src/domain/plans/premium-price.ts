import type { Cents } from "../money";

/**
 * Premium's one price, a year, in Canadian dollars: what Stripe is asked to charge and what every sentence that names
 * the price says (the catalogues' `{premiumPrice}`, the site's `{premium price}`), so the two cannot disagree.
 */
export const PREMIUM_PRICE_CENTS: Cents = 1200;

/** The same price a month, as the pricing card shows it beside the yearly bill. */
export const PREMIUM_MONTHLY_CENTS: Cents = PREMIUM_PRICE_CENTS / 12;
