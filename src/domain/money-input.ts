/**
 * The one reading of an amount a person types, shared by every price and amount field and by the reports API.
 * Canadians write "12.34", "$12.34", "12,34 $" and "1 234,50": a dot or a comma marks the cents, and commas (with a
 * dot for the cents) or spaces group the thousands. Money has two decimals, so a comma followed by exactly three
 * digits can only group thousands: "1,234" is $1,234.00, and "1.234" is refused rather than guessed.
 */
export type MoneyProblem = "empty" | "not-a-number" | "bad-format" | "negative";

export type MoneyInput = { ok: true; cents: number } | { ok: false; problem: MoneyProblem };

/**
 * The longest text read as an amount: "$ 999 999 999,99" with room for stray spaces. Anything longer is refused
 * before any pattern sees it, so a field cannot be made to do work in proportion to what is sent.
 */
export const MAX_MONEY_TEXT_LENGTH = 32;

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const AMOUNT_CHARACTERS = /^[\d.,\s]+$/;

/**
 * A sign and a dollar sign may stand on either side of each other before the amount; the dollar sign may also follow
 * it. Peeled by hand, one character at a time: the pattern that did this backtracked polynomially on text it refused.
 */
function peelSigns(text: string): { amount: string; minuses: number; dollarSigns: number } {
  let start = 0;
  let end = text.length;
  let minuses = 0;
  let dollarSigns = 0;
  const take = (char: string) => {
    if (text[start] !== char) return false;
    start++;
    while (isSpace(text[start])) start++;
    return true;
  };
  if (take("-")) minuses++;
  if (take("$")) dollarSigns++;
  if (take("-")) minuses++;
  if (end > start && text[end - 1] === "$") {
    dollarSigns++;
    end--;
  }
  while (end > start && isSpace(text[end - 1])) end--;
  return { amount: text.slice(start, end), minuses, dollarSigns };
}

const COMMA_GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;
const SPACE_GROUPED = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d*))?$/;
// A leading digit is required: ".5" is refused (docs/product-spec.md §5 lists it among the malformed prices);
// "12." is 12.00.
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
  const trimmed = text.trim();
  if (trimmed === "") return refused("empty");
  if (trimmed.length > MAX_MONEY_TEXT_LENGTH) return refused("not-a-number");
  const { amount, minuses, dollarSigns } = peelSigns(trimmed);
  if (!AMOUNT_CHARACTERS.test(amount) || !/\d/.test(amount)) return refused("not-a-number");
  const cents = unsignedCents(amount);
  if (cents === null || minuses > 1 || dollarSigns > 1) return refused("bad-format");
  if (minuses === 1 && cents > 0) return refused("negative");
  return { ok: true, cents };
}

/**
 * docs/product-spec.md §5: while a price is typed, digits past the second after a dot are dropped. A comma is left
 * alone, since the digits after it may still turn out to be thousands.
 */
export function dropExtraDecimals(typed: string): string {
  const dot = typed.indexOf(".");
  if (dot < 0) return typed;
  let kept = dot + 1;
  while (kept < typed.length && kept <= dot + 2 && /\d/.test(typed[kept]!)) kept++;
  return typed.slice(0, kept) + typed.slice(kept).replace(/\d/g, "");
}
