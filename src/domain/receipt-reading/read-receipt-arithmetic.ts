/**
 * The receipt's own arithmetic decides a reading the words leave open. A savings note printed under an item
 * ("SC SOOPER SAVINGS 0.50", "Card Savings 1.00-", "forU Personalized -1.92") is either already taken off the item's
 * price, and so no line of its own, or a row the till deducts: the reading whose lines add up to the printed subtotal
 * (or, with none printed, to the total less the taxes) is the one the receipt means. Notes on one receipt are printed
 * by one till, so they are read together. When the arithmetic cannot tell (no anchor, or both or neither add up),
 * a note is read as already in the price: a loyalty or "you saved" note is how tills word a saving they already took,
 * and the printed discounts ("COUPON", "INSTANT SAVINGS", "/1731104 3.00-") are not notes.
 *
 *   | lines add up with the notes deducted | without them | reading            |
 *   |--------------------------------------|--------------|--------------------|
 *   | yes                                  | no           | deducted rows      |
 *   | no                                   | yes          | already in prices  |
 *   | yes or no                            | the same     | already in prices  |
 *   | no anchor printed                    |              | already in prices  |
 */
import type { DraftLine } from "./assemble-items";

export interface ArithmeticAnchors {
  subtotalCents: number | null;
  totalCents: number | null;
  /** `cents` null: a tax line whose amount could not be read, so total − taxes is unknown. */
  taxes: readonly { cents: number | null }[];
}

export type SavingsReading = "deducted" | "in-price";

/** What the item lines should add up to: the subtotal, else the total less the taxes; null when neither is known. */
export function itemsTarget({ subtotalCents, totalCents, taxes }: ArithmeticAnchors): number | null {
  if (subtotalCents !== null) return subtotalCents;
  if (totalCents === null || taxes.some((t) => t.cents === null)) return null;
  return totalCents - taxes.reduce((s, t) => s + (t.cents ?? 0), 0);
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

export function readSavingsNotes(lines: readonly DraftLine[], anchors: ArithmeticAnchors): { lines: DraftLine[]; reading: SavingsReading | null } {
  const notes = lines.filter((l) => l.savingsNote);
  if (notes.length === 0) return { lines: [...lines], reading: null };
  const inPrice = lines.filter((l) => !l.savingsNote);
  const target = itemsTarget(anchors);
  const sum = (ls: readonly DraftLine[]) => ls.reduce((s, l) => s + l.priceCents, 0);
  const unreadable = lines.some((l) => l.unreadable);
  const deductedFits = target !== null && !unreadable && near(sum(lines), target);
  const inPriceFits = target !== null && !unreadable && near(sum(inPrice), target);
  if (deductedFits && !inPriceFits) return { lines: lines.map((l) => ({ ...l, savingsNote: false })), reading: "deducted" };
  return { lines: inPrice, reading: "in-price" };
}
