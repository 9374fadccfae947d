/** Money is integer cents from the database to the domain; these are the only conversions, used at the edges. */

/**
 * The most any one line may cost, GF or regular, typed or computed (a pack price × a quantity, a comparable scaled
 * to a size): far above any grocery line, far below PostgreSQL's 32-bit integer columns.
 */
export const MAX_LINE_PRICE_CENTS = 1_000_000;

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

export function formatCents(cents: number): string {
  return CAD.format(cents / 100);
}

/** The plain "12.34" of the reports API and the CSV files: no currency sign, no grouping, always two decimals. */
export function centsToAmountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A JSON number of dollars (as the product spec's wire format sends prices) to cents, exact for up to 2 decimals. */
export function dollarsToCents(dollars: number): number {
  // toPrecision drops the binary noise (1.005 * 100 = 100.49999…) before rounding half up.
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
