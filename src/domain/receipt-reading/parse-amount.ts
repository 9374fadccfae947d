/** Amounts as tills print them, read into integer cents. */
import { trimEndRun } from "../text/trim-run";

export interface TrailingAmount {
  /** The text before the amount, trimmed. */
  label: string;
  /** Signed: a leading or trailing minus makes it negative. */
  cents: number;
  /** A tax flag printed after the amount (H, G, GP, FP, *...), else null. */
  flag: string | null;
}

// What the OCR reads for the digits of an amount: a zero as O, ©, ® or e ("©.88", "e,53"), a one as i, l or |
// ("i.99"), and the dollar sign before a zero as s ("so.00", "se.17").
const ZERO_LOOKALIKES = "OoQD©®@e";
const ONE_LOOKALIKES = "ilI|";
const LOOKALIKE = `[${ZERO_LOOKALIKES}${ONE_LOOKALIKES}]`;
const DIGIT = `[\\d${ZERO_LOOKALIKES}${ONE_LOOKALIKES}]`;
// Thousands ("1,234.56", or with a decimal comma "2.321,00"), or digits with at most a few look-alikes (split at the
// first real digit, so that the pattern can read them one way only), or one look-alike alone ("O.60").
const INTEGER = String.raw`\d{1,3}(?:,\d{3})+(?=\.)|\d{1,3}(?:\.\d{3})+(?=,)|${LOOKALIKE}*\d${DIGIT}*|${DIGIT}`;
// Tax flags a till prints after the amount ("4.19 H", "5.49FS", "5.69T1", "3.99 MRJ", two columns of them as in
// "33.56 T C" or "1.99R FT", the second in capitals: "0,29 r c" is speckle); glued to it, a size unit is not a flag,
// so "1.54L" stays a size.
const FLAG = String.raw`\s+(?<flag>[A-Za-z]{1,4}\d?(?:\s[A-Z]{1,2})?|\*)|(?<glued>(?!(?:L|ML|CL|KG|LB|LBS|OZ)\b)[A-Z]{1,4}\d?(?:\s[A-Z]{1,2})?|\*)`;
// Anchored at both ends and tried from each place in the last AMOUNT_WINDOW characters only (`amountAtEnd`): searched
// for, a pattern that ends in `$` is tried from every place in the line, which is quadratic in its length.
const AMOUNT_AT_END = new RegExp(
  // Tills print amounts under a dollar without the zero (".59"); the integer part may then be missing.
  String.raw`^(?<minus>-\s?)?(?:\$\s?|[Ss](?=${DIGIT}[.,]|\d))?(?<int>${INTEGER})?[.,]\s?(?<frac>\d{2})` +
    // A trailing minus is printed against the amount ("1.40-"); after a space it is more likely a speck.
    String.raw`(?<trail>-)?(?:\s?\$)?[.,:;'’]?(?:${FLAG})?[^\p{L}\p{N}]*$`,
  "u",
);

function toCents(integer: string, fraction: string): number {
  const digits = [...(integer || "0").replace(/[.,]/g, "")]
    .map((c) => (ZERO_LOOKALIKES.includes(c) ? "0" : ONE_LOOKALIKES.includes(c) ? "1" : c))
    .join("");
  return Number(digits) * 100 + Number(fraction);
}

/** No grocery receipt prints an amount of $100,000: a longer number is a code or a misreading, not money. */
const MAX_PRINTED_CENTS = 10_000_000;

/** The longest amount column read, marks and flags around it included: "-$ 1,234,567.89 HMRJ" and room to spare. */
const AMOUNT_WINDOW = 48;
// An amount starts a column: not inside a word or another number.
const GLUED_BEFORE = /[\p{L}\p{N}.,/]/u;

/** The first place in the last AMOUNT_WINDOW characters where an amount runs to the end of the line. */
function amountAtEnd(line: string): { index: number; groups: Record<string, string | undefined> } | null {
  for (let index = Math.max(0, line.length - AMOUNT_WINDOW); index < line.length; index++) {
    if (index > 0 && GLUED_BEFORE.test(line[index - 1]!)) continue;
    const m = AMOUNT_AT_END.exec(line.slice(index));
    if (m?.groups) return { index, groups: m.groups };
  }
  return null;
}

const PRICE_COLUMN_AT_END = /\s\$?(?<int>\d{1,3})[.,](?<frac>\d{2})$/;

// The same line total read without its dollars and its point ("1.25   25T"): the cents the price column ends in.
const TOTAL_CENTS_AFTER_PRICE = /\s\$?(?<int>\d{1,3})[.,](?<frac>\d{2})\s+(?<cents>\d{2})(?<flag>[A-Z])?$/;

function lineTotalWithoutItsPoint(line: string): TrailingAmount | null {
  const m = TOTAL_CENTS_AFTER_PRICE.exec(line);
  if (!m?.groups || m.groups.cents !== m.groups.frac) return null;
  return { label: line.slice(0, m.index).trimEnd(), cents: toCents(m.groups.int!, m.groups.frac!), flag: m.groups.flag ?? null };
}

/** The amount at the end of a line ("GRANOLA BARS 4.19 H", "RABAIS -0,60", "SUBTOTAL $54.90"), or null. */
export function splitTrailingAmount(line: string): TrailingAmount | null {
  const trimmed = line.trim();
  const m = amountAtEnd(trimmed);
  if (!m) return lineTotalWithoutItsPoint(trimmed);
  const { minus, int, frac, trail, flag, glued } = m.groups;
  const label = trimEndRun(trimmed.slice(0, m.index), /[\s‘’'"`|;:,_~—–-]/u);
  // A line total read without its dollars (".25T") beside a price column that ends in the same cents ("1.25"): the
  // OCR lost the total's first digit, and one at the column's price is what the row says.
  const column = int === undefined ? PRICE_COLUMN_AT_END.exec(label)?.groups : undefined;
  const cents = toCents(column && column.frac === frac ? column.int! : (int ?? ""), frac!);
  if (cents > MAX_PRINTED_CENTS) return null;
  return {
    // Stray marks between the label and the amount column go too ("EGGO WAFFLES 280G    ‘4,89").
    label,
    cents: minus || trail ? -cents : cents,
    flag: flag ?? glued ?? null,
  };
}

const UNIT_PRICE = /^\$?\s?(\d{1,5})[.,](\d{2})$/;

/** A unit price inside a line ("3.49", "$3.49", "3,49"), unsigned; anything else → null. */
export function parseUnitPrice(text: string): number | null {
  const m = UNIT_PRICE.exec(text.trim().replace(/^S(?=\d)/, "$"));
  return m ? toCents(m[1]!, m[2]!) : null;
}

/** Half-up rounding of a computed line amount (weight × price per kg, multi-buy prices). */
export function roundCents(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}
