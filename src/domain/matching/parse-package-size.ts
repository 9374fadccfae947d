import type { PackageSize, SizeUnit } from "./types";

const NUMBER = String.raw`(\d+(?:[.,]\d{1,3})?|\.\d+)`;
const AMOUNT_UNIT = String.raw`(kilograms?|kilos?|kgs?|grams?|grammes?|gr|g|millilit(?:re|er)s?|mls?|lit(?:re|er)s?|ltr|lt|l|lbs?|pounds?|fl\.? ?oz|oz)`;
const UNIT_END = String.raw`(?![a-z0-9])`;
// Not glued to a longer number or a decimal point ("1.5" is one number, not "5").
const NUMBER_START = String.raw`(?<!\d|\d[.,])`;
// "10 g protein", "5 g of sugars", "25 g per serving": a nutrition claim, not the package.
const NOT_NUTRIENT = String.raw`(?!\.?\s*(?:of\s+)?(?:protein|sugars?|fib(?:re|er)|fat|carbs?|net carbs|whole grains?|sodium|per\b|serving))`;
// "12 X 355 ML", "4 x 50 g", "6X355ML": count × amount; "355 ml x 12": amount × count.
const COUNT_TIMES_AMOUNT = new RegExp(String.raw`${NUMBER_START}(\d{1,3})\s*[x×*]\s*${NUMBER}\s*${AMOUNT_UNIT}${UNIT_END}`, "gi");
const AMOUNT_TIMES_COUNT = new RegExp(String.raw`${NUMBER_START}${NUMBER}\s*${AMOUNT_UNIT}\s*[x×*]\s*(\d{1,3})${UNIT_END}`, "gi");
const AMOUNT = new RegExp(String.raw`${NUMBER_START}${NUMBER}\s*${AMOUNT_UNIT}${UNIT_END}${NOT_NUTRIENT}`, "gi");
// "6PK", "6 PACK", "12CT", "8 count", "16/pack", "12 UN": a count and nothing else.
const PACKAGE_COUNT_WORDS = String.raw`(?:pk|pks|packs?|ct|count|un|each|ea|pcs|pieces?)`;
const PACKAGE_COUNT = new RegExp(String.raw`${NUMBER_START}(\d{1,3})\s*(?:[-/]\s*)?${PACKAGE_COUNT_WORDS}${UNIT_END}`, "gi");
// "6 bagels", "10 bars": a count followed by the items it counts, which stay part of a display name.
const ITEM_COUNT = new RegExp(
  String.raw`${NUMBER_START}(\d{1,3})\s*(?:-\s*)?(?:bagels?|buns?|rolls?|tortillas?|wraps?|pitas?|naans?|english muffins|muffins?|waffles?|pancakes?|croissants?|bars?|cookies?|slices?|loaves|cakes?|cupcakes?|pouches|packets|sachets|bottles|cans|servings?|donuts?|tarts?|pies?|pockets?|sandwiches|thins|crumpets|scones?|biscuits?|cones?|squares)${UNIT_END}`,
  "gi",
);
const PACK_OF = /\b(?:pack|box|case) of (\d{1,3})\b/gi;
// "42 g, 5 ct, 10 bars": a piece weight, then how many pieces.
const PIECES_AFTER = /,\s*(\d{1,3})\s*(?:-\s*)?(?:ct|count|bars|pouches|packets|sachets|cups|cookies|pack|pk|waffles|muffins|pieces)\b/gi;
const MAX_COUNT = 120;

/**
 * The sizes a grocery package comes in, per unit: from a gram (a spice sachet) to 50 kg or 50 L (a warehouse sack or
 * drum), and 1 to MAX_COUNT items. A size outside is a misreading or a mistake; it would scale a comparable price
 * to millions of dollars, so it is not read as a size at all.
 */
export const PACKAGE_SIZE_RANGE: Readonly<Record<SizeUnit, { min: number; max: number }>> = {
  g: { min: 1, max: 50_000 },
  ml: { min: 1, max: 50_000 },
  each: { min: 1, max: MAX_COUNT },
};

export const isSanePackageSize = (size: PackageSize) =>
  size.value >= PACKAGE_SIZE_RANGE[size.unit].min && size.value <= PACKAGE_SIZE_RANGE[size.unit].max;

const toNumber = (s: string) => Number(s.replace(",", "."));
const round1 = (v: number) => Math.round(v * 10) / 10;

function amount(value: number, unit: string): PackageSize | null {
  if (!(value > 0)) return null;
  const u = unit.toLowerCase().replace(/[\s.]/g, "");
  if (/^(kilograms?|kilos?|kgs?)$/.test(u)) return { value: value * 1000, unit: "g" };
  if (/^(grams?|grammes?|gr|g)$/.test(u)) return { value, unit: "g" };
  if (/^(millilit(re|er)s?|mls?)$/.test(u)) return { value, unit: "ml" };
  if (/^(lit(re|er)s?|ltr|lt|l)$/.test(u)) return { value: value * 1000, unit: "ml" };
  if (/^(lbs?|pounds?)$/.test(u)) return { value: value * 453.592, unit: "g" };
  if (u === "floz") return { value: value * 29.5735, unit: "ml" };
  if (u === "oz") return { value: value * 28.3495, unit: "g" };
  return null;
}

type Span = readonly [start: number, end: number];

export interface PrintedSizes {
  /** The package's weight or volume, in g or ml. */
  amount: PackageSize | null;
  /** How many items the package holds. */
  count: number | null;
  /** Where the name prints its size ("500 g", "2 x 250 ml", "12 ct", "pack of 6"), to cut it out of a display name. */
  spans: Span[];
}

const spanOf = (m: RegExpExecArray | RegExpMatchArray): Span => [m.index!, m.index! + m[0].length];
const inside = (index: number, spans: readonly Span[]) => spans.some(([a, b]) => index >= a && index < b);

function readAmount(name: string, spans: Span[]): PackageSize | null {
  const multipacks: PackageSize[] = [];
  for (const m of name.matchAll(COUNT_TIMES_AMOUNT)) {
    const size = amount(toNumber(m[2]!), m[3]!);
    if (size) multipacks.push({ ...size, value: size.value * Number(m[1]) });
    spans.push(spanOf(m));
  }
  for (const m of name.matchAll(AMOUNT_TIMES_COUNT)) {
    const size = amount(toNumber(m[1]!), m[2]!);
    if (size) multipacks.push({ ...size, value: size.value * Number(m[3]) });
    spans.push(spanOf(m));
  }
  let single: { size: PackageSize; index: number } | null = null;
  for (const m of name.matchAll(AMOUNT)) {
    if (inside(m.index, spans)) continue;
    const size = amount(toNumber(m[1]!), m[2]!);
    if (size) single = { size, index: m.index };
    spans.push(spanOf(m));
  }
  // Names give a serving or piece weight before the package's ("30 g serving, 450 g"): the last one is the package.
  if (multipacks.length > 0) return multipacks.at(-1)!;
  if (!single) return null;
  const pieces = [...name.slice(single.index).replace(AMOUNT, " ").matchAll(PIECES_AFTER)].at(-1);
  if (pieces && single.size.value < 100) return { ...single.size, value: single.size.value * Number(pieces[1]) };
  return single.size;
}

function readCount(name: string, spans: Span[]): number | null {
  const counts: { index: number; count: number }[] = [];
  for (const re of [PACKAGE_COUNT, ITEM_COUNT, PACK_OF]) {
    for (const m of name.matchAll(re)) {
      counts.push({ index: m.index, count: Number(m[1]) });
      if (re !== ITEM_COUNT) spans.push(spanOf(m));
    }
  }
  const last = counts.sort((a, b) => a.index - b.index).at(-1)?.count ?? null;
  return last !== null && last >= 1 && last <= MAX_COUNT ? last : null;
}

/** The package's weight or volume and item count as a product name prints them, and where. */
export function readPrintedSizes(name: string): PrintedSizes {
  // Every size has a number; most till lines have none, and this runs for each line matched.
  if (!/\d/.test(name)) return { amount: null, count: null, spans: [] };
  const spans: Span[] = [];
  const found = readAmount(name, spans);
  const count = readCount(name, spans);
  return { amount: found && { value: round1(found.value), unit: found.unit }, count, spans };
}

/**
 * The package size printed in a product name: "675G", "1.5 KG", "500ML", "1L", "12 X 355 ML" (4260 ml),
 * "6PK" / "6 PACK" / "12CT" / "6 bagels" (6 or 12 each), "454 g", "16 oz". Weights and volumes win over counts
 * ("8PK 280G" is 280 g), as in the catalog. Null when the name gives no size.
 */
export function parsePackageSize(name: string): PackageSize | null {
  const size = printedSize(name);
  return size && isSanePackageSize(size) ? size : null;
}

function printedSize(name: string): PackageSize | null {
  const { amount: found, count } = readPrintedSizes(name);
  return found ?? (count === null ? null : { value: count, unit: "each" });
}

/** A size the user typed: the size, or why it is none (not a size at all, or no package is that size). */
export function readTypedPackageSize(text: string): PackageSize | "unreadable" | "out-of-range" {
  const size = printedSize(text);
  if (!size) return "unreadable";
  return isSanePackageSize(size) ? size : "out-of-range";
}
