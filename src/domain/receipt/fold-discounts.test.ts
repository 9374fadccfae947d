import { describe, expect, it } from "vitest";
import type { DraftLine } from "./assemble-items";
import { foldDiscounts } from "./fold-discounts";

const line = (name: string, priceCents: number, kind: DraftLine["kind"] = "item"): DraftLine => ({
  name,
  priceCents,
  quantity: 1,
  kind,
  upc: null,
  computed: false,
  unreadable: false,
  alternatives: [],
});

const fold = (lines: DraftLine[]) => foldDiscounts(lines).map((l) => [l.name, l.priceCents, l.kind]);

describe("foldDiscounts", () => {
  it("takes a discount off the item above it", () => {
    expect(fold([line("GF MACARONI", 439), line("INSTANT SAVINGS", -100, "discount"), line("LEMONS", 89)])).toEqual([
      ["GF MACARONI", 339, "item"],
      ["LEMONS", 89, "item"],
    ]);
  });

  it("skips the deposit and fee lines printed between an item and its discount", () => {
    expect(fold([line("COKE 12PK", 839), line("DEPOSIT", 120, "deposit"), line("COUPON", -200, "discount")])).toEqual([
      ["COKE 12PK", 639, "item"],
      ["DEPOSIT", 120, "deposit"],
    ]);
  });

  it("folds two discounts on one item", () => {
    expect(fold([line("CHEESE", 899), line("COUPON", -100, "discount"), line("RABAIS", -150, "discount")])).toEqual([["CHEESE", 649, "item"]]);
  });

  it("keeps a discount with no item above it, or larger than that item, as a discount line", () => {
    expect(fold([line("COUPON", -500, "discount"), line("BREAD", 399)])).toEqual([
      ["COUPON", -500, "discount"],
      ["BREAD", 399, "item"],
    ]);
    expect(fold([line("BREAD", 399), line("EMPLOYEE DISCOUNT", -500, "discount")])).toEqual([
      ["BREAD", 399, "item"],
      ["EMPLOYEE DISCOUNT", -500, "discount"],
    ]);
  });

  it("does not change the lines it is given", () => {
    const input = [line("BREAD", 399), line("COUPON", -100, "discount")];
    foldDiscounts(input);
    expect(input[0]!.priceCents).toBe(399);
  });
});
