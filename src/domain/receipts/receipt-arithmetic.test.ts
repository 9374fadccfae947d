import { describe, expect, it } from "vitest";
import { checkReceiptArithmetic } from "./receipt-arithmetic";

const costco = { subtotal: 69.03, taxes: [{ amount: 3.38 }], total: 72.41 };
const paid = (...prices: number[]) => prices.map((price) => ({ price }));

describe("checkReceiptArithmetic", () => {
  it("adds the lines as printed, a discount line taking its amount off", () => {
    const items = paid(10.29, 6.69, 6.69, 17.99, -5, 12.99, 19.38);
    expect(checkReceiptArithmetic({ ...costco, items })).toEqual({ items: null, total: null });
  });

  it("adds in cents, so float noise never looks like a difference", () => {
    expect(checkReceiptArithmetic({ items: paid(0.1, 0.2), subtotal: 0.3, taxes: [], total: 0.3 })).toEqual({ items: null, total: null });
  });

  it("says how far the items fall short of the subtotal", () => {
    const result = checkReceiptArithmetic({ ...costco, items: paid(10.29, 6.69, 6.69, 12.99, 19.38) });
    expect(result.items).toEqual({ sumCents: 5604, printedCents: 6903, offByCents: -1299 });
    expect(result.total).toBeNull();
  });

  it("says how far the subtotal and taxes are from the total", () => {
    const result = checkReceiptArithmetic({ items: paid(10), subtotal: 10, taxes: [{ amount: 0.5 }, { amount: 0.8 }], total: 12 });
    expect(result.total).toEqual({ sumCents: 1130, printedCents: 1200, offByCents: -70, taxCents: 130 });
  });

  it("lets a cent either way pass, as tills round each tax", () => {
    const result = checkReceiptArithmetic({ items: paid(4.99, 5), subtotal: 10, taxes: [{ amount: 1.31 }], total: 11.3 });
    expect(result).toEqual({ items: null, total: null });
  });

  it("accepts lines printed with their tax in, over a subtotal before tax, when both make the total", () => {
    // A British order: each price includes VAT; Item Subtotal is before VAT, VAT is added, the Order Total is the sum.
    const order = { subtotal: 14.58, taxes: [{ amount: 2.92 }], total: 17.5 };
    expect(checkReceiptArithmetic({ ...order, items: paid(12.5, 5) })).toEqual({ items: null, total: null });
    // Lines that make neither the subtotal nor the total still do not add up.
    expect(checkReceiptArithmetic({ ...order, items: paid(12.5, 4) }).items).toEqual({ sumCents: 1650, printedCents: 1458, offByCents: 192 });
  });

  it("checks nothing it has no printed figure for", () => {
    expect(checkReceiptArithmetic({ items: paid(1, 2), subtotal: null, taxes: [], total: 9 })).toEqual({ items: null, total: null });
    expect(checkReceiptArithmetic({ items: paid(1, 2), subtotal: 5, taxes: [], total: null }).total).toBeNull();
  });

  it("leaves a tax the prices include out of the sum that makes the total", () => {
    const order = { items: paid(6.13, 5.48), subtotal: 11.61, total: 11.61 };
    expect(checkReceiptArithmetic({ ...order, taxes: [{ amount: 1.34, included: true }] })).toEqual({ items: null, total: null });
    expect(checkReceiptArithmetic({ ...order, taxes: [{ amount: 1.34 }] }).total).toMatchObject({ offByCents: 134 });
  });
});
