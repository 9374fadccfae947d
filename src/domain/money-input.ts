/**
 * The one reading of an amount a person types, shared by every price and amount field and by the reports API.
 * Canadians write "12.34", "$12.34", "12,34 $" and "1 234,50": a dot or a comma marks the cents, and commas (with a
 * dot for the cents) or spaces group the thousands. Money has two decimals, so a comma followed by exactly three
 * digits can only group thousands: "1,234" is $1,234.00, and "1.234" is refused rather than guessed.
 */
export type MoneyProblem = "empty" | "not-a-number" | "bad-format" | "negative";

export type MoneyInput = { ok: true; cents: number } | { ok: false; problem: MoneyProblem };

// A sign and a dollar sign may stand on either side of each other; the dollar sign may also follow the amount.
const SIGNED = /^(-)?\s*(\$)?\s*(-)?\s*([^$-]*?)\s*(\$)?$/;
const AMOUNT_CHARACTERS = /^[\d.,\s]*\d[\d.,\s]*$/;

const COMMA_GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;
const SPACE_GROUPED = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d*))?$/;
// A leading digit is required: ".5" is refused (SPEC.md §5 lists it among the malformed prices), "12." is 12.00.
const UNGROUPED = /^(\d+)(?:[.,](\d*))?$/;

const MAX_WHOLE_DOLLARS = 999_999_999;

const refused = (problem: MoneyProblem): MoneyInput => ({ ok: false, problem });

function unsignedCents(amount: string): number | null {
  const match = COMMA_GROUPED.exec(amount) ?? SPACE_GROUPED.exec(amount) ?? UNGROUPED.exec(amount);
  if (!match) return null;
  const dollars = Number(match[1]!.replace(/\D/g, ""));
  const decimals = match[2] ?? "";
  if (decimals.length > 2 || dollars > MAX_WHOLE_DOLLARS) return null;
  return dollars * 100 + Number(decimals.padEnd(2, "0"));
}

/** Typed text to cents, or why it is not an amount: empty, not a number at all, a malformed number, or negative. */
export function parseMoneyInput(text: string): MoneyInput {
  if (text.trim() === "") return refused("empty");
  const signed = SIGNED.exec(text.trim());
  const amount = signed?.[4] ?? "";
  if (!signed || !AMOUNT_CHARACTERS.test(amount)) return refused("not-a-number");
  const minuses = Number(Boolean(signed[1])) + Number(Boolean(signed[3]));
  const dollarSigns = Number(Boolean(signed[2])) + Number(Boolean(signed[5]));
  const cents = unsignedCents(amount);
  if (cents === null || minuses > 1 || dollarSigns > 1) return refused("bad-format");
  if (minuses === 1 && cents > 0) return refused("negative");
  return { ok: true, cents };
}

/**
 * SPEC.md §5: while a price is typed, digits past the second after a dot are dropped. A comma is left alone, since
 * the digits after it may still turn out to be thousands.
 */
export function dropExtraDecimals(typed: string): string {
  const match = /^([^.]*\.\d{0,2})\d*(.*)$/.exec(typed);
  return match ? match[1]! + match[2]!.replace(/\d/g, "") : typed;
}
