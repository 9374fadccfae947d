import { dollarsToCents } from "../money";

/** Tills round each tax separately, so a cent either way still adds up (the parser's own balance check agrees). */
const ROUNDING_CENTS = 1;

export interface ArithmeticInput {
  /**
   * Every printed line as the receipt view sends it, in dollars: discount lines are lines of their own with a
   * negative price, so an item's own `discount` is not taken off again.
   */
  items: readonly { price: number }[];
  subtotal: number | null;
  taxes: readonly { amount: number }[];
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

/** Whether a receipt's lines add up to its subtotal, and its subtotal and taxes to its total, in integer cents. */
export function checkReceiptArithmetic({ items, subtotal, taxes, total }: ArithmeticInput): ReceiptArithmetic {
  const itemsCents = items.reduce((sum, item) => sum + dollarsToCents(item.price), 0);
  const taxCents = taxes.reduce((sum, tax) => sum + dollarsToCents(tax.amount), 0);
  const subtotalCents = subtotal === null ? null : dollarsToCents(subtotal);
  const totalMismatch =
    subtotalCents === null || total === null ? null : mismatch(subtotalCents + taxCents, dollarsToCents(total));
  return {
    items: subtotalCents === null ? null : mismatch(itemsCents, subtotalCents),
    total: totalMismatch && { ...totalMismatch, taxCents },
  };
}
