/**
 * A claim line's quantity: how many packs its GF price paid for (docs/tax-rules.md: the incremental cost is per product
 * times the quantity bought). Line amounts stay totals in cents; per-pack prices are derived from them. Quantities
 * have at most 3 decimals (weighed goods), so every computation here runs on thousandths, in integers.
 */
import { messageText } from "../i18n/message-text";

export const MAX_QUANTITY = 999;

// Keys of the catalogues with their arguments (src/domain/i18n): said in the reader's language.
export const QUANTITY_MESSAGE = messageText("validation.quantity", { max: MAX_QUANTITY });

const QUANTITY_PATTERN = /^\d+(\.\d{1,3})?$/;

/** "2", "1.5", 0.25 → the quantity; anything else (0, negative, over MAX_QUANTITY, 4 decimals, text) → null. */
export function parseQuantity(input: string | number): number | null {
  const text = String(input).trim();
  if (!QUANTITY_PATTERN.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 && quantity <= MAX_QUANTITY ? quantity : null;
}

export const PACK_COUNT_MESSAGE = messageText("validation.packCount", { max: MAX_QUANTITY });

/**
 * A receipt line's quantity as the review screens take it: whole packs only, since its comparable price is per pack
 * and a fraction would count as one pack. Null otherwise.
 */
export function parsePackCount(input: string): number | null {
  const quantity = parseQuantity(input);
  return quantity !== null && Number.isInteger(quantity) ? quantity : null;
}

const thousandths = (quantity: number) => Math.round(quantity * 1000);

// a / b rounded half up, for non-negative integers a and positive b.
const divideHalfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** The price of one pack: line total / quantity, to the cent. A line without a usable quantity is one pack. */
export function perPackCents(lineCents: number, quantity: number): number {
  const q = thousandths(quantity);
  return q > 0 ? divideHalfUp(lineCents * 1000, q) : lineCents;
}

/** The line total of `quantity` packs at `packCents` each, to the cent. */
export function lineCentsFor(packCents: number, quantity: number): number {
  return divideHalfUp(packCents * thousandths(quantity), 1000);
}

/** A line total bought at the same per-pack price in another quantity: total / from × to, rounded once. */
export function rescaleLineCents(lineCents: number, fromQuantity: number, toQuantity: number): number {
  const from = thousandths(fromQuantity);
  return from > 0 ? divideHalfUp(lineCents * thousandths(toQuantity), from) : lineCents;
}

/** 2 → "2", 1.5 → "1.5", 0.1 + 0.2 → "0.3": at most 3 decimals, no trailing zeros. */
export function formatQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(3)));
}
