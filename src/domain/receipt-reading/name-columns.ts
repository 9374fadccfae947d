/**
 * Columns a till prints in the same row as an item's name, which are not part of the name. Found per receipt, from
 * the rows themselves, never per store:
 * - a quantity (or weight) column before the names ("1 KIM BAP", "0.76 YELLOW ONION"): when most item rows of the
 *   receipt start with a small number, that number is a column, and it goes from every row that has one; likewise a
 *   count column after the names, as an invoice prints it ("GF PENNE 454 g   2   $7.98");
 * - a unit-price column between the name and the amount ("GARAM MASALA 3.99   3.99"), and offer text that a till
 *   prints inside the name ("*Sale* 2 for $5.09", "@ $3.49 /LB"): a price is never part of a name.
 */
import type { DraftLine } from "./assemble-items";

const LEADING_QUANTITY = /^\d{1,2}(?:[.,]\d{1,3})?\s+(?=\p{L})/u;
const TRAILING_COUNT = / \d{1,3}$/;
// Tried on the last few words only, each anchored at both ends, so a long name costs no more than a short one.
const TRAILING_PRICE = /^\$?\d{1,4}[.,]\d{2}$/;
const OFFER = /^(?:@ ?)?\$?\d{1,2} ?(?:FOR|\/) ?\$?\d{1,4}[.,]\d{2}$/i;
const UNIT_PRICE = /^@ ?\$?\d{1,4}[.,]\d{2}(?: ?\/ ?(?:LB|KG|EA|EACH))?$/i;

/** Share of item rows that must start with a number for it to be a column, and the fewest such rows. */
const COLUMN_SHARE = 0.6;
const COLUMN_ROWS = 3;

function withoutPriceWords(name: string): string {
  const words = name.split(" ");
  for (let take = Math.min(5, words.length - 1); take >= 1; take--) {
    const tail = words.slice(-take).join(" ");
    if (OFFER.test(tail) || UNIT_PRICE.test(tail) || (take === 1 && TRAILING_PRICE.test(tail))) return words.slice(0, -take).join(" ");
  }
  return name;
}

export function dropNameColumns<L extends Pick<DraftLine, "name" | "kind">>(lines: readonly L[]): L[] {
  const items = lines.filter((l) => l.kind === "item");
  const numbered = items.filter((l) => LEADING_QUANTITY.test(l.name)).length;
  const quantityColumn = numbered >= COLUMN_ROWS && numbered >= COLUMN_SHARE * items.length;
  const counted = items.filter((l) => TRAILING_COUNT.test(withoutPriceWords(l.name))).length;
  // A short invoice has few rows: every one of them ending in a count is a column too.
  const countColumn = (counted >= COLUMN_ROWS && counted >= COLUMN_SHARE * items.length) || (counted >= 2 && counted === items.length);
  return lines.map((line) => {
    let name = withoutPriceWords(line.name);
    if (quantityColumn && line.kind === "item") name = name.replace(LEADING_QUANTITY, "");
    if (countColumn && line.kind === "item") name = name.replace(TRAILING_COUNT, "");
    return name === line.name || name.trim() === "" ? line : { ...line, name };
  });
}
