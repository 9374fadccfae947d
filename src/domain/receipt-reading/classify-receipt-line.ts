/** What one line of receipt text is, read on its own; which item a detail line belongs to is decided later. */
import { cleanItemName } from "./clean-item-name";
import { collapseSpaces } from "./normalise-text";
import { splitTrailingAmount } from "./parse-amount";
import { parseMisreadMultiBuy, parseMultiBuyLine, parseWasNowLine, parseWeighedLine, type QuantityDetail } from "./parse-quantity-line";
import { trimStartRun } from "../text/trim-run";
import {
  hasMaskedNumber,
  isChangeLabel,
  isDepartmentHeading,
  isDiscountLabel,
  isIgnoredLabel,
  isIncludedTaxLabel,
  isNetPriceNote,
  isRegularPriceNote,
  isSavingsSummary,
  isTenderLabel,
  isSavingsNote,
  isSubtotalLabel,
  isTotalLabel,
  kindOfLabel,
  taxLabelFromRate,
  taxLabelOf,
  taxRateOf,
} from "./receipt-keywords";

export type PricedKind = "item" | "deposit" | "fee";

export type ClassifiedLine =
  | { type: "blank" }
  /** Payment, change, card, loyalty, till details, separators. */
  | { type: "ignore" }
  /**
   * What was paid, and how ("VISA 17.96"): never an item; with no total printed, the arithmetic may take it. Change
   * given back ("CHANGE 3.62") is a tender of negative cents.
   */
  | { type: "tender"; cents: number }
  | { type: "subtotal"; cents: number | null }
  /**
   * `rate`: the printed percentage (13, 9.975), null when none is printed. `included`: the label says the prices
   * already include it ("Includes HST"), so it is never added to the subtotal.
   */
  | { type: "tax"; label: string; cents: number | null; rate: number | null; included?: true }
  | { type: "total"; cents: number | null }
  | ({ type: "quantity" } & QuantityDetail)
  | ({ type: "weight" } & QuantityDetail)
  /**
   * `cents` is the reduction, positive. `signDoubt`: only a minus after the amount makes it one, no word does
   * ("OG ARTISAN 3.79-"): a tax-flag column the OCR read as a minus, perhaps.
   */
  | { type: "discount"; label: string; cents: number; signDoubt?: boolean }
  /**
   * A note about an item's price: its regular price (never charged), or a savings note that is either already taken
   * off the item's price or its own deducted row (`cents` positive; read-receipt-arithmetic.ts decides which), or the
   * item's price once its savings were taken ("PRICE YOU PAY 2.00").
   */
  | { type: "note"; family: "regular-price" | "savings" | "net-price"; label: string; cents: number }
  | { type: "priced"; name: string; upc: string | null; cents: number; kind: PricedKind }
  /**
   * An amount alone on its line. `multiBuy`: what it would mean as a `2 @ 2.69` line whose @ the OCR misread
   * ("282.69", "2 0 2.99"); used only when the item next to it multiplies out.
   */
  | { type: "amount"; cents: number; multiBuy: QuantityDetail[] }
  /**
   * Words without an amount: the name of an item whose amount is on a detail line, or header and noise.
   * `garbled`: something unreadable stands where the amount goes ("PEANUT BUTTER 1KG      Dotx)").
   */
  | { type: "name"; name: string; upc: string | null; kind: PricedKind | "discount"; garbled: boolean };

const LETTERS = /\p{L}/gu;
/**
 * Right-aligned in the amount column after a wide gap, a few characters that are not an amount but have a digit or
 * a mark in them ("Dotx)", "2.:99-G", "a 0111802"); not a time or a till number ("11:16 AM", "TR# 70938").
 */
function garbledAmountAt(line: string): number | null {
  const m = /\S(\s{3,})(\S.{1,11})$/u.exec(line.trimEnd());
  if (!m) return null;
  const tail = m[2]!;
  if (!/[^\p{L}\s]/u.test(tail) || /[@#]/.test(tail) || /^\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?$/i.test(tail)) return null;
  return m.index + 1;
}

// A word as tills that print in mixed case write it: a capital, then lower case ("Mandarin", "Kiwifruit", "350ml").
const TITLE_WORD = /^[^\p{L}]*\p{Lu}\p{Ll}{2,}/u;

/**
 * Most tills print names in capitals with short words; OCR of a speckled rule gives runs of two or three letters
 * ("KAKKKKKAAKKKAAKAAAAK", "KAKAHAHAAAAAAAA AAA A OK"), lower-case scraps ("LEE EE ee SE ES") or one-letter words.
 * Lower case is speckle only when the words are not written as a mixed-case till writes them ("Mandarin Imp",
 * "Kiwifruit Gold Medium"): most of the words of three letters or more start with a capital followed by lower case.
 */
function looksLikeNoise(name: string): boolean {
  const letters = name.match(LETTERS) ?? [];
  const lower = name.match(/\p{Ll}/gu) ?? [];
  const words = name.split(" ");
  const longest = Math.max(...words.map((w) => w.length));
  const distinct = new Set(letters.map((l) => l.toUpperCase())).size;
  const long = words.filter((w) => (w.match(LETTERS) ?? []).length >= 3);
  const titled = long.length > 0 && long.filter((w) => TITLE_WORD.test(w)).length * 2 > long.length;
  return (
    (lower.length > letters.length * 0.3 && !titled) ||
    longest > 20 ||
    (letters.length >= 8 && distinct <= 3) ||
    words.some((w) => {
      // Letters only: brackets round a name ("(OTTOTTO") are not a run of speckle.
      const run = w.match(LETTERS) ?? [];
      return run.length >= 8 && new Set(run).size <= 3;
    }) ||
    words.filter((w) => w.length <= 1).length > words.length / 2
  );
}

/** A row of one repeated mark ("-----", "=====", "*****") or too few letters and digits to mean anything. */
function isSeparator(line: string): boolean {
  const compact = line.replace(/\s/g, "");
  if (compact.length === 0) return false;
  const meaningful = compact.replace(/[^\p{L}\p{N}]/gu, "").length;
  return meaningful / compact.length < 0.3 || /^(.)\1{5,}$/u.test(compact);
}

/**
 * A row in two scripts keeps its Latin words ("菜心 CHOY SUM 2.99" is CHOY SUM). A row mostly in another script is a
 * translation (the Chinese name under an English one) and is dropped, unless it carries an amount: then it is an
 * item, named by its Latin words if it has some, else as printed. Returns the row to read, or null to drop it.
 */
function latinRow(line: string): string | null {
  const share = otherScriptShare(line);
  if (share === 0) return line;
  const latin = collapseSpaces(line.replace(/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]+/gu, " "));
  const priced = splitTrailingAmount(line) !== null;
  if (share > 0.5 && !priced) return null;
  return (latin.match(LETTERS) ?? []).length >= 2 ? latin : priced ? line : null;
}

function otherScriptShare(line: string): number {
  const letters = line.match(LETTERS) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((l) => !/\p{Script=Latin}/u.test(l)).length / letters.length;
}

// A scale's weighing printed above the weighed row: the gross or tare weight alone ("0.920 kg Gross", "-0.010 kg
// Tare"), a detail of the item named above it, not a name.
const WEIGHT_ALONE = /^-?\d{1,3}[.,]\d{1,3}\s*(?:kg|lb|g)\b(?:\s*(?:gross|tare|net))?[^\p{L}\p{N}]*$/iu;

// The amount column of a faint or low-resolution photo, its point lost but its tax flag still glued to it ("CHOBANI
// YOGT 32   599F", "GARLIC   069F"): the column's amounts always print cents, so the last two digits are the cents. A
// code column after a name carries no flag.
const POINT_LOST = /(?<digits>\d{3,4})(?<flag>[A-Z]{1,2})$/;

function amountWithoutItsPoint(line: string): { label: string; cents: number; flag: string } | null {
  const trimmed = line.trim();
  const m = POINT_LOST.exec(trimmed);
  const before = m ? trimmed.slice(0, m.index) : "";
  if (!m?.groups || !/\s{3}$/.test(before) || !/\p{L}/u.test(before)) return null;
  return { label: before.trimEnd(), cents: Number(m.groups.digits), flag: m.groups.flag! };
}

// The regular price printed inside a sale line ("GF BREAD @REG$6.99   5.99") is a note, not the amount.
const REGULAR_PRICE_NOTE = /@\s?REG(?:ULAR)?\.?\s?\$?\s?\d+[.,]\d{2}/iu;

function withoutRegularPriceNote(line: string): string {
  const note = REGULAR_PRICE_NOTE.exec(line);
  return note ? line.slice(0, note.index).trimEnd() + line.slice(note.index + note[0].length) : line;
}

export function classifyReceiptLine(raw: string): ClassifiedLine {
  const trimmed = withoutRegularPriceNote(trimStartRun(raw, /[^\p{L}\p{N}$(-]/u)).trim();
  const line = latinRow(trimmed);
  if (line === null) return { type: "ignore" };
  if (line === "") return { type: "blank" };
  if (isSeparator(line) || hasMaskedNumber(line)) return { type: "ignore" };

  const weighed = parseWeighedLine(line);
  if (weighed) return { type: "weight", ...weighed };
  const multiBuy = parseMultiBuyLine(line) ?? parseWasNowLine(line);
  if (multiBuy) return { type: "quantity", ...multiBuy };

  const amount = splitTrailingAmount(line) ?? amountWithoutItsPoint(line);
  // Something unreadable in the amount column: the label is what stands before it.
  const garbled = amount ? null : garbledAmountAt(line);
  const label = amount ? amount.label : garbled !== null ? line.slice(0, garbled) : line;
  const cents = amount?.cents ?? null;
  if (isSubtotalLabel(label)) return { type: "subtotal", cents };
  if (isSavingsSummary(label)) return { type: "ignore" };
  if (isTotalLabel(label)) return { type: "total", cents };
  const tax = taxLabelOf(label) ?? taxLabelFromRate(label);
  const rate = taxRateOf(label);
  if (tax && (cents !== null || rate !== null)) {
    return { type: "tax", label: tax, cents, rate, ...(isIncludedTaxLabel(label) ? { included: true as const } : {}) };
  }
  if (isRegularPriceNote(label)) return cents === null ? { type: "ignore" } : { type: "note", family: "regular-price", label, cents: Math.abs(cents) };
  if (isNetPriceNote(label)) return cents === null ? { type: "ignore" } : { type: "note", family: "net-price", label, cents: Math.abs(cents) };
  if (isSavingsNote(label)) return cents === null ? { type: "ignore" } : { type: "note", family: "savings", label: label.trim(), cents: Math.abs(cents) };
  if (isIgnoredLabel(label)) {
    if (cents !== null && cents > 0 && isTenderLabel(label)) return { type: "tender", cents };
    return cents !== null && cents > 0 && isChangeLabel(label) ? { type: "tender", cents: -cents } : { type: "ignore" };
  }

  const { name, upc } = cleanItemName(label);
  const letters = (name.match(LETTERS) ?? []).length;
  // A department heading is never an item; an amount beside it belongs to the item printed under it.
  if (isDepartmentHeading(name)) return cents === null ? { type: "ignore" } : { type: "amount", cents, multiBuy: [] };
  if (cents === null) {
    if (letters < 2 || looksLikeNoise(name) || WEIGHT_ALONE.test(line)) return { type: "ignore" };
    const kind = isDiscountLabel(name) ? "discount" : kindOfLabel(name);
    return { type: "name", name, upc, kind, garbled: garbled !== null };
  }
  // A deducted amount beside nothing but a reference ("0000340050 /1731104   3.00-"): a discount row for the item it
  // names by number.
  if (letters < 2 && cents < 0 && /\d{4,}/.test(name)) {
    return { type: "discount", label: /\/\s?\d{4,}/.exec(name)?.[0] ?? name, cents: -cents };
  }
  if (letters < 2) return { type: "amount", cents, multiBuy: parseMisreadMultiBuy(line) };
  const kind = kindOfLabel(name);
  if (kind === "item" && isDiscountLabel(name)) return { type: "discount", label: name, cents: Math.abs(cents) };
  if (kind === "item" && cents < 0) return { type: "discount", label: name, cents: -cents, signDoubt: true };
  return { type: "priced", name, upc, cents, kind };
}
