import { describe, expect, it } from "vitest";
import type { ReceiptItemView } from "../../../domain/receipts/receipt-view-types";
import { applyLocalEdit, totalSelectedDifferenceCents } from "./local-item-edit";

const item = (over: Partial<ReceiptItemView> = {}): ReceiptItemView => ({
  id: "i1",
  index: 0,
  productName: "GF BREAD",
  price: 6.99,
  discount: 0,
  quantity: 1,
  category: "Bread",
  isGlutenFree: true,
  isSubstitute: true,
  isSelected: false,
  matchedProductId: null,
  matchedProduct: null,
  matchScore: null,
  customRegularPrice: null,
  regularPrice: 3.99,
  regularPriceSource: "default",
  difference: 3,
  photoBox: null,
  ...over,
});

describe("applyLocalEdit", () => {
  it("toggles selection without touching prices", () => {
    expect(applyLocalEdit(item(), { kind: "selection", isSelected: true })).toMatchObject({ isSelected: true, difference: 3 });
  });

  it("a custom regular price wins, selects the item and never gives a negative difference", () => {
    expect(applyLocalEdit(item(), { kind: "regularPrice", customRegularPrice: 2.5 })).toMatchObject({
      isSelected: true,
      customRegularPrice: 2.5,
      regularPrice: 2.5,
      regularPriceSource: "custom",
      difference: 4.49,
    });
    expect(applyLocalEdit(item(), { kind: "regularPrice", customRegularPrice: 9 }).difference).toBe(0);
  });

  it("moves the default estimate with a new price but keeps a matched price", () => {
    expect(applyLocalEdit(item(), { kind: "details", productName: "GF LOAF", price: 2.1 })).toMatchObject({
      productName: "GF LOAF",
      regularPrice: 0,
      difference: 2.1,
    });
    const matched = item({ regularPriceSource: "match", regularPrice: 3.49, difference: 3.5 });
    expect(applyLocalEdit(matched, { kind: "details", productName: "GF BREAD", price: 7.99 })).toMatchObject({
      regularPrice: 3.49,
      difference: 4.5,
    });
  });
});

describe("totalSelectedDifferenceCents", () => {
  it("sums selected items only", () => {
    expect(totalSelectedDifferenceCents([item({ isSelected: true }), item({ difference: 1.25, isSelected: true }), item()])).toBe(425);
  });
});
