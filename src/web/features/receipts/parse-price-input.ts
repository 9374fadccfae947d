import { centsToDollars, parseMoneyToCents } from "#domain/money";

/** SPEC §5: a price must be a number of 0 or more (at most two decimals, as money); otherwise null. */
export function parsePriceInput(input: string): number | null {
  const cents = parseMoneyToCents(input);
  return cents === null || cents < 0 ? null : centsToDollars(cents);
}
