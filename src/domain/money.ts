/** Money is integer cents from the database to the domain; these are the only conversions, used at the edges. */

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

export function formatCents(cents: number): string {
  return CAD.format(cents / 100);
}

/** The plain "12.34" of the reports API and the CSV files: no currency sign, no grouping, always two decimals. */
export function centsToAmountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A JSON number of dollars (as SPEC's wire format sends prices) to cents, exact for up to 2 decimals. */
export function dollarsToCents(dollars: number): number {
  // toPrecision drops the binary noise (1.005 * 100 = 100.49999…) before rounding half up.
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
