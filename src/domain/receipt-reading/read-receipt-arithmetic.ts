/**
 * The receipt's own arithmetic decides a reading the words leave open, by choosing, among the readings of the doubtful
 * rows, the one whose lines add up to the printed subtotal (or, with none printed, to the total less the taxes):
 *
 * - a savings note printed under an item ("SC SOOPER SAVINGS 0.50", "Card Savings 1.00-", "forU Personalized -1.92")
 *   is either already taken off the item's price, and so no line of its own, or a row the till deducts. Notes on one
 *   receipt are printed by one till, so they are read together;
 * - an item whose amount ends in a minus but whose words are not a discount's ("OG ARTISAN 3.79-") is a deducted row,
 *   or an item whose tax-flag column the OCR read as a minus;
 * - a printed discount or coupon ("SC eCpn IceCream 1.00", "COUPON 0.50-") is deducted, or, on tills that print the
 *   net price and then what the coupon took, a note already in the price. The discounts of one receipt read together.
 *
 * Among the readings that add up, the one closest to what the words suggest wins: a note already in the price (a
 * loyalty or "you saved" note is how tills word a saving they already took; printed discounts such as "COUPON",
 * "INSTANT SAVINGS" or "/1731104 3.00-" are not notes), a minus as printed. When no reading adds up, or nothing is
 * printed to add up to, the rows read as the words suggest, and the receipt stays unbalanced for the user to see.
 *
 *   | lines add up with the notes deducted | without them | reading of the notes |
 *   |--------------------------------------|--------------|----------------------|
 *   | yes                                  | no           | deducted rows        |
 *   | no                                   | yes          | already in prices    |
 *   | yes or no                            | the same     | already in prices    |
 *   | no anchor printed                    |              | already in prices    |
 */
import type { DraftLine } from "./assemble-items";
import { withinACent } from "./within-a-cent";

export interface ArithmeticAnchors {
  subtotalCents: number | null;
  totalCents: number | null;
  /** `cents` null: a tax line whose amount could not be read, so total − taxes is unknown. */
  taxes: readonly { cents: number | null }[];
}

/** What the item lines should add up to: the subtotal, else the total less the taxes; null when neither is known. */
export function itemsTarget({ subtotalCents, totalCents, taxes }: ArithmeticAnchors): number | null {
  if (subtotalCents !== null) return subtotalCents;
  if (totalCents === null || taxes.some((t) => t.cents === null)) return null;
  return totalCents - taxes.reduce((s, t) => s + (t.cents ?? 0), 0);
}

// Beyond this many doubtful signs the readings are not enumerated: each is read as printed.
const MAX_SIGN_DOUBTS = 8;

interface Reading {
  notesDeducted: boolean;
  discountsDeducted: boolean;
  /** The doubtful-sign lines read as items, by index among them. */
  flipped: ReadonlySet<number>;
}

const isPrintedDiscount = (l: DraftLine) => l.kind === "discount" && !l.savingsNote && !l.signDoubt;

export function readByArithmetic(lines: readonly DraftLine[], anchors: ArithmeticAnchors): DraftLine[] {
  const doubts = lines.filter((l) => l.signDoubt);
  const hasNotes = lines.some((l) => l.savingsNote);
  const hasDiscounts = lines.some(isPrintedDiscount);
  const target = itemsTarget(anchors);
  const apply = ({ notesDeducted, discountsDeducted, flipped }: Reading): DraftLine[] =>
    lines
      .filter((l) => (notesDeducted || !l.savingsNote) && (discountsDeducted || !isPrintedDiscount(l)))
      .map((l) => {
        if (!l.signDoubt && !l.savingsNote) return l;
        const flip = l.signDoubt && flipped.has(doubts.indexOf(l));
        return { ...l, savingsNote: false, signDoubt: false, ...(flip ? { kind: "item" as const, priceCents: -l.priceCents } : {}) };
      });
  const prior: Reading = { notesDeducted: false, discountsDeducted: true, flipped: new Set() };
  if ((!hasNotes && !hasDiscounts && doubts.length === 0) || target === null || lines.some((l) => l.unreadable)) return apply(prior);

  const candidates: Reading[] = [];
  const signChoices = doubts.length <= MAX_SIGN_DOUBTS ? 2 ** doubts.length : 1;
  for (const notesDeducted of hasNotes ? [false, true] : [false]) {
    for (const discountsDeducted of hasDiscounts ? [true, false] : [true]) {
      for (let mask = 0; mask < signChoices; mask++) {
        candidates.push({ notesDeducted, discountsDeducted, flipped: new Set(doubts.map((_, i) => i).filter((i) => mask & (2 ** i))) });
      }
    }
  }
  const distance = (r: Reading) => Number(r.notesDeducted) + Number(!r.discountsDeducted) + r.flipped.size;
  const fits = candidates
    .filter((r) => withinACent(apply(r).reduce((s, l) => s + l.priceCents, 0), target))
    .sort((a, b) => distance(a) - distance(b));
  return apply(fits[0] ?? prior);
}

/**
 * What the total should be by the receipt's arithmetic: the printed subtotal and the taxes, or, with no subtotal, the
 * lines (with or without their savings notes) and the taxes. Empty when a tax's amount is unknown.
 */
function expectedTotals(
  lines: readonly DraftLine[],
  { subtotalCents, taxes }: { subtotalCents: number | null; taxes: readonly { cents: number | null }[] },
): number[] {
  if (taxes.some((t) => t.cents === null)) return [];
  const taxCents = taxes.reduce((s, t) => s + (t.cents ?? 0), 0);
  if (subtotalCents !== null) return [subtotalCents + taxCents];
  return [lines.filter((l) => !l.savingsNote), lines].map((ls) => ls.reduce((s, l) => s + l.priceCents, taxCents));
}

/**
 * What was paid, or an amount printed after the items in words no family knows, is the total when it is what the
 * arithmetic makes the total (`expectedTotals`): a card or cash line ("VISA 17.96") carries the total on tills that
 * print it in other words or not at all.
 */
function totalFromTenders(
  lines: readonly DraftLine[],
  anchors: { subtotalCents: number | null; taxes: readonly { cents: number | null }[]; tenders: readonly number[] },
): number | null {
  const expected = expectedTotals(lines, anchors);
  return anchors.tenders.find((paid) => expected.some((e) => withinACent(paid, e))) ?? null;
}

/**
 * The receipt's total: the one printed, unless none was read or the arithmetic denies it on a recogniser's reading
 * (the tax's amount beside the TOTAL word, a misread digit) and an amount after the items is what the lines and taxes
 * do come to (`totalFromTenders`). A document's own text (`exactText`) has no misread: its printed total may hold a
 * charge it does not itemise, and stands.
 */
export function totalByArithmetic(
  lines: readonly DraftLine[],
  anchors: { subtotalCents: number | null; taxes: readonly { cents: number | null }[]; tenders: readonly number[] },
  printedCents: number | null,
  exactText: boolean,
): number | null {
  const paid = totalFromTenders(lines, anchors);
  if (printedCents === null) return paid;
  const denied = !exactText && !expectedTotals(lines, anchors).some((e) => withinACent(e, printedCents));
  return paid !== null && denied ? paid : printedCents;
}
