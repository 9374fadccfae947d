/** Money is integer cents from the database to the domain; these are the only conversions, used at the edges. */
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

/**
 * An amount in integer cents: the unit of the database, the domain, and every API field added since decision 019.
 * The optional `unit` exists only for the type checker: a plain number is a `Cents` where data is built, but a
 * `Dollars` is not, so a dollar amount cannot reach a function that wants cents (or the reverse) unconverted.
 */
export type Cents = number & { readonly unit?: "cents" };

/**
 * An amount in dollars, a JSON number with at most two decimals: the unit of the API fields the product spec fixed
 * before decision 019 (the receipt view's prices, the logged lines, the tax summary). Never used for a new field.
 */
export type Dollars = number & { readonly unit?: "dollars" };

/**
 * The most any one line may cost, GF or regular, typed or computed (a pack price × a quantity, a comparable scaled
 * to a size): far above any grocery line, far below PostgreSQL's 32-bit integer columns.
 */
export const MAX_LINE_PRICE_CENTS: Cents = 1_000_000;

const CAD: Record<Locale, Intl.NumberFormat> = {
  "en-CA": new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" }),
  "fr-CA": new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD" }),
};

/** Canadian dollars as the locale writes them: "$1,234.50" in English, "1 234,50 $" in French. */
export function formatCents(cents: Cents, locale: Locale = DEFAULT_LOCALE): string {
  return CAD[locale].format(cents / 100);
}

/** The plain "12.34" of the reports API and the CSV files: no currency sign, no grouping, always two decimals. */
export function centsToAmountText(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/** A JSON number of dollars (as the product spec's wire format sends prices) to cents, exact for up to 2 decimals. */
export function dollarsToCents(dollars: Dollars): Cents {
  // toPrecision drops the binary noise (1.005 * 100 = 100.49999…) before rounding half up.
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export function centsToDollars(cents: Cents): Dollars {
  return cents / 100;
}

