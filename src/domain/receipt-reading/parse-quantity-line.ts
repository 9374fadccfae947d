/** The detail lines of multi-buy and weighed items: `2 @ 3.49`, `2 @ 2/5.00`, `0.456 kg @ $4.39/kg  2.00`. */
import { parseUnitPrice, roundCents, splitTrailingAmount } from "./parse-amount";
import { stripAccents } from "./normalise-text";

export interface QuantityDetail {
  quantity: number;
  /** What the count or weight times the price comes to: checks which item the line belongs to, or stands in. */
  expectedCents: number;
  /** The line amount printed on this line, if any. */
  cents: number | null;
}

// "@" as printed or as the OCR reads it ("©", "®", "€"), "X", or a French "à"; a speck may follow it ("2 @Q2.99").
// The spaces around it are written where it is used, once each, so no two space runs can trade characters.
const AT_MARK = String.raw`(?:@|©|®|€|X|×|A)(?:\s*[^\d\s$S](?=\d))?`;
// "$" as printed or read as S, or both ("$S8.59/kg").
// The OCR may read a space after the point ("$6. 00/kg").
const PRICE = String.raw`(?:\$?S?\s?)?\d{1,5}[.,]\s?\d{2}(?:\s?[$S](?=\s*/))?`;
const PRICE_OR_CENTS = String.raw`\$?\s?\d{0,5}[.,]\d{2}`;
const EACH = String.raw`\s*(?:EA|CH|CHACUN|EACH|/\s*EA)\b\.?`;
// An e-receipt prints the count after its word: "Qty 2 × $5.99".
const MULTI_BUY = new RegExp(String.raw`^(?<qtyFirst>QTY:?\s*)?(?<count>\d{1,3})\s*${AT_MARK}\s*(?:(?<of>\d{1,2})\s*/\s*|(?<of2>\d{1,2}) FOR\s+)?(?<price>${PRICE})(?:${EACH})?`);
// Without the @, a count is known by what follows it: "3  1.99EA", "2 $3.99 EA", "1 QTY @ 2 / 4.00", "2 QTY 1.79 EACH".
const COUNTED = new RegExp(
  String.raw`^(?<count>\d{1,3})\s*(?:(?<qty>QTY)(?:\s*${AT_MARK})?|(?=\$?S?\d+[.,]\d{2}${EACH}))\s*(?:(?<of>\d{1,2})\s*/\s*)?(?<price>${PRICE})(?:${EACH})?`,
);
// A shelf price with its multi-buy offer beside it, the count left to the amount: "$0.89 ea or 10/$8.00 KB   1.78" is
// two at 0.89, "$5.49 ea or 2/$10.00   10.00" two at the offer. The OCR reads "ea or" as "e8 or" or "ea Dr".
const EACH_OR_OFFER = new RegExp(
  String.raw`^(?<price>${PRICE})\s*(?:E[A8]|EACH)\.?\s+[O0D]R\s+(?<of>\d{1,2})\s*/\s*(?<offer>${PRICE})(?:\s+[A-Z]{1,3})*`,
);
// The @ may be missing ("1.17 LB  $0.79 /LB") and the price may be given per one unit ("2.11 LB @ 1 LB / .59"). A
// weight may say it is net of the tray ("0.822 kg NET @ $6.00/kg", read "NEI", "NE1"; a till that weighs with a tare
// prints it last, under its gross and tare rows); "lb" is often read "1b", and a space after the point ("0. 127 kg").
const WEIGHED = new RegExp(
  String.raw`^(?<weight>\d{1,3}[.,]\s?\d{1,3})\s*(?<unit>KG|LB|1B|G)\s*(?:N[E3][TI1]\s*)?(?:${AT_MARK}\s*)?(?:(?<one>1\s*(?:KG|LB|1B))\s*/\s*(?<perOne>${PRICE_OR_CENTS})|(?<price>${PRICE})\s*/\s*(?<per>KG|LB|100\s?G)\b)`,
);

// After an @ or × that ends the line, the price is per the weight's own unit ("4.0 kg x $1.74", as e-receipts print it).
const WEIGHED_EACH_UNIT = new RegExp(String.raw`^(?<weight>\d{1,3}[.,]\d{1,3})\s*(?<unit>KG|LB)\s*${AT_MARK}\s*(?<samePer>${PRICE})$`);

/** Upper case without accents, for the patterns; the same length as the line, so the rest can be cut from it. */
function forMatching(line: string): { text: string; original: string } {
  const original = line.trim();
  const text = stripAccents(original).toUpperCase();
  return { text, original: text.length === original.length ? original : text };
}

/** The amount after the detail, when the till prints it on the same line; `rest` must hold nothing else. */
function amountAfter(rest: string): number | null {
  // Cut from the line as read, not upper-cased: a lower-case "e" there is a zero ("e.93").
  const amount = splitTrailingAmount(rest);
  return amount && amount.label.replace(/[^\p{L}\p{N}]/gu, "") === "" ? amount.cents : null;
}

function unitPrice(text: string): number | null {
  return parseUnitPrice(text.replace(/\s?[$S]$/, "").replace(/^\$S/, "$").replace(/(?<=[.,])\s/, ""));
}

/**
 * `$0.89 ea or 10/$8.00 KB  1.78`: the count is what the amount holds of the shelf price or of the offer's price per
 * item; one at the shelf price when no amount is printed.
 */
function parseEachOrOffer(text: string, original: string): QuantityDetail | null {
  const m = EACH_OR_OFFER.exec(text);
  if (!m?.groups) return null;
  const price = unitPrice(m.groups.price!);
  if (price === null || price <= 0) return null;
  const cents = amountAfter(original.slice(m[0].length));
  if (cents === null) return { quantity: 1, expectedCents: price, cents };
  const offer = unitPrice(m.groups.offer!);
  const perItem = offer === null ? [price] : [price, offer / Number(m.groups.of)];
  for (const each of perItem) {
    const quantity = Math.round(cents / each);
    if (quantity >= 1 && Math.abs(quantity * each - cents) <= 1) return { quantity, expectedCents: cents, cents };
  }
  return null;
}

// An item code printed before the count ("810586804 4 @ 11.99"): the row is still the count's.
const LEADING_CODE = /^\d{6,14}\s+(?=\d{1,3}\s*[@©®€X×])/;
// A discount the till took off the item's amount, printed after its count: "4 @ 11.99 Disc (14.40)".
const DISCOUNT_AFTER = /^\s*(?:DISC(?:OUNT)?|RABAIS|SAVINGS?)\.?:?\s*\(?-?\s?\$?(?<cents>\d{1,5}[.,]\d{2})\)?-?\s*$/;

/**
 * `2 @ 3.49`, `3 @ $6.99  20.97`, `2 @ 2/5.00`, `2 X 3,49`, `$0.89 ea or 10/$8.00  1.78`, `810586804 4 @ 11.99 Disc
 * (14.40)` (the item's amount is the count's less the discount); null for anything else.
 */
export function parseMultiBuyLine(line: string): QuantityDetail | null {
  const matched = forMatching(line);
  const code = LEADING_CODE.exec(matched.text)?.[0].length ?? 0;
  const text = matched.text.slice(code);
  const original = matched.original.slice(code);
  const offer = parseEachOrOffer(text, original);
  if (offer) return offer;
  const m = MULTI_BUY.exec(text) ?? COUNTED.exec(text);
  if (!m?.groups) return null;
  const quantity = Number(m.groups.count);
  const price = unitPrice(m.groups.price!);
  // "1 QTY @ 2 / 4.00" is one item at a two-for price, and "1 @ $24.88" one item at its price (a detail row under the
  // name); a one read beside an X or an A is more likely part of a name than a count, unless a dollar sign marks what
  // follows as a price ("1 x $4.99", an order page's count row under each item).
  const oneAt = m.groups.qty !== undefined || m.groups.qtyFirst !== undefined || /^1\s*(?:[@©®]|[X×]\s*\$)/.test(text);
  if (quantity < (oneAt ? 1 : 2) || price === null) return null;
  const of = Number(m.groups.of ?? m.groups.of2 ?? 1);
  if (of < 1) return null;
  const counted = roundCents((quantity * price) / of);
  const discount = DISCOUNT_AFTER.exec(text.slice(m[0].length))?.groups?.cents;
  if (discount !== undefined) {
    const expectedCents = counted - parseUnitPrice(discount)!;
    return expectedCents > 0 ? { quantity, expectedCents, cents: null } : null;
  }
  return { quantity, expectedCents: counted, cents: amountAfter(original.slice(m[0].length)) };
}

// A sale row under its item's name: the price before and the price charged ("was 4.09 now 1.89 F").
const WAS_NOW = new RegExp(String.raw`^WAS\s*(?<was>${PRICE})\s+NOW\s*(?<now>${PRICE})`);

/** `was 4.09 now 1.89`: the item's amount is the price now (or the amount after it); the row names no item. */
export function parseWasNowLine(line: string): QuantityDetail | null {
  const { text, original } = forMatching(line);
  const m = WAS_NOW.exec(text);
  const now = m?.groups ? unitPrice(m.groups.now!) : null;
  if (now === null) return null;
  return { quantity: 1, expectedCents: now, cents: amountAfter(original.slice(m![0].length)) ?? now };
}

const GRAMS_PER: Record<string, number> = { KG: 1000, LB: 453.59237, "1B": 453.59237, G: 1 };

/** `0.456 kg @ $4.39/kg  2.00`, `1,751 kg @ 4,99 $/kg`, `1.25 lb @ $2.99/lb`, `4.0 kg x $1.74`; quantity is always 1. */
export function parseWeighedLine(line: string): QuantityDetail | null {
  const { text, original } = forMatching(line);
  const m = WEIGHED.exec(text) ?? WEIGHED_EACH_UNIT.exec(text);
  if (!m?.groups) return null;
  const price = unitPrice((m.groups.price ?? m.groups.samePer ?? m.groups.perOne!).replace(/^(\$?\s?)[.,]/, (_, dollar: string) => `${dollar}0.`));
  if (price === null) return null;
  const grams = Number(m.groups.weight!.replace(",", ".").replace(" ", "")) * GRAMS_PER[m.groups.unit!]!;
  const perUnit = m.groups.per ?? (m.groups.samePer ? m.groups.unit! : m.groups.one!.replace(/^1\s*/, ""));
  const per = perUnit.startsWith("100") ? 100 : GRAMS_PER[perUnit]!;
  return { quantity: 1, expectedCents: roundCents((grams / per) * price), cents: amountAfter(original.slice(m[0].length)) };
}

/**
 * A line of digits that may be a `2 @ 2.69` whose @ the OCR read as digits or a letter O ("282.69", "2 0 2.99",
 * "3824.69"): the count is the first digit, the price some tail of the rest. Every reading is returned; the caller
 * keeps one only if an item next to it comes to count × price.
 */
export function parseMisreadMultiBuy(line: string): QuantityDetail[] {
  const m = /^([2-9])([^\p{L}]*?)(\d{1,4})[.,](\d{2})$/u.exec(line.replace(/\s+/g, ""));
  if (!m) return [];
  const quantity = Number(m[1]);
  const digits = m[3]!;
  const readings: QuantityDetail[] = [];
  // At least one character between the count and the price stood for the @.
  const longest = m[2] === "" ? digits.length - 1 : digits.length;
  for (let length = 1; length <= longest; length++) {
    const price = Number(digits.slice(-length)) * 100 + Number(m[4]);
    readings.push({ quantity, expectedCents: quantity * price, cents: null });
  }
  return readings;
}
