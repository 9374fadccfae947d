/** Money is integer cents from the database to the domain; these are the only conversions, used at the edges. */

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

export function formatCents(cents: number): string {
  return CAD.format(cents / 100);
}

const DECIMAL = /^\s*(-)?\$?\s*(\d{1,9})(?:[.,](\d{0,2}))?\s*$/;

/** "3.49", "$3.49", "3,49", "3" → cents; anything else (more than 2 decimals, letters, empty) → null. */
export function parseMoneyToCents(input: string): number | null {
  const m = DECIMAL.exec(input);
  if (!m) return null;
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? "").padEnd(2, "0"));
  const cents = whole * 100 + frac;
  return m[1] ? -cents : cents;
}

/** A JSON number of dollars (as SPEC's wire format sends prices) to cents, exact for up to 2 decimals. */
export function dollarsToCents(dollars: number): number {
  // toPrecision drops the binary noise (1.005 * 100 = 100.49999…) before rounding half up.
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
