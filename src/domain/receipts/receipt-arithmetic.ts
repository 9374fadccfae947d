import { dollarsToCents } from "../money";

/** Tills round each tax separately, so a cent either way still adds up. */
const ROUNDING_CENTS = 1;

export interface ArithmeticInput {
  /**
   * Every printed line as the receipt view sends it, in dollars: discount lines are lines of their own with a
   * negative price, so an item's own `discount` is not taken off again.
   */
  items: readonly { price: number }[];
  subtotal: number | null;
  /** `included`: a tax the prices already hold, never added to the subtotal. */
  taxes: readonly { amount: number; included?: boolean }[];
  total: number | null;
}

export interface Mismatch {
  /** What was added up, in cents. */
  sumCents: number;
  /** What the receipt prints for it, in cents. */
  printedCents: number;
  /** sum − printed: negative when the sum falls short of what is printed. */
  offByCents: number;
}

export interface ReceiptArithmetic {
  /** The items against the printed subtotal; null when they agree or there is no subtotal. */
  items: Mismatch | null;
  /** The subtotal plus taxes against the printed total; null when they agree or either is missing. */
  total: (Mismatch & { taxCents: number }) | null;
}

function mismatch(sumCents: number, printedCents: number): Mismatch | null {
  const offByCents = sumCents - printedCents;
  return Math.abs(offByCents) > ROUNDING_CENTS ? { sumCents, printedCents, offByCents } : null;
}

/**
 * The two sums a receipt must satisfy, in cents: lines against the subtotal, subtotal plus taxes against the total.
 * Lines printed with their taxes in (a British order's VAT-inclusive prices over a subtotal before VAT) add up to the
 * total instead: when the subtotal and taxes make that same total, the lines agree with the receipt too.
 */
export function compareReceiptSums(sums: {
  linesCents: number;
  subtotalCents: number | null;
  taxCents: number;
  totalCents: number | null;
}): ReceiptArithmetic {
  const { linesCents, subtotalCents, taxCents, totalCents } = sums;
  const totalMismatch = subtotalCents === null || totalCents === null ? null : mismatch(subtotalCents + taxCents, totalCents);
  const pricedWithTaxes = totalCents !== null && totalMismatch === null && taxCents !== 0 && mismatch(linesCents, totalCents) === null;
  return {
    items: subtotalCents === null || pricedWithTaxes ? null : mismatch(linesCents, subtotalCents),
    total: totalMismatch && { ...totalMismatch, taxCents },
  };
}

/** Whether a receipt's lines add up to its subtotal, and its subtotal and taxes to its total, in integer cents. */
export function checkReceiptArithmetic({ items, subtotal, taxes, total }: ArithmeticInput): ReceiptArithmetic {
  return compareReceiptSums({
    linesCents: items.reduce((sum, item) => sum + dollarsToCents(item.price), 0),
    subtotalCents: subtotal === null ? null : dollarsToCents(subtotal),
    taxCents: taxes.reduce((sum, tax) => sum + (tax.included === true ? 0 : dollarsToCents(tax.amount)), 0),
    totalCents: total === null ? null : dollarsToCents(total),
  });
}
