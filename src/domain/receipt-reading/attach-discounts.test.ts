import { describe, expect, it } from "vitest";
import type { DraftLine } from "./assemble-items";
import { attachDiscounts, itemReducedBy } from "./attach-discounts";

const line = (name: string, priceCents: number, kind: DraftLine["kind"] = "item"): DraftLine => ({
  name,
  priceCents,
  discountCents: 0,
  appliesTo: null,
  quantity: 1,
  kind,
  upc: null,
  computed: false,
  unreadable: false,
  alternatives: [],
});

const attach = (lines: DraftLine[]) => attachDiscounts(lines).map((l) => [l.name, l.priceCents, l.discountCents, l.kind]);

describe("attachDiscounts", () => {
  it("keeps the discount line and records it on the item above", () => {
    expect(attach([line("GF MACARONI", 439), line("INSTANT SAVINGS", -100, "discount"), line("LEMONS", 89)])).toEqual([
      ["GF MACARONI", 439, 100, "item"],
      ["INSTANT SAVINGS", -100, 0, "discount"],
      ["LEMONS", 89, 0, "item"],
    ]);
  });

  it("skips the deposit and fee lines printed between an item and its discount", () => {
    expect(attach([line("COKE 12PK", 839), line("DEPOSIT", 120, "deposit"), line("COUPON", -200, "discount")])).toEqual([
      ["COKE 12PK", 839, 200, "item"],
      ["DEPOSIT", 120, 0, "deposit"],
      ["COUPON", -200, 0, "discount"],
    ]);
  });

  it("adds up two discounts on one item", () => {
    expect(attach([line("KITHL YGRT", 597), line("*Sale*", -60, "discount"), line("Prime Extra 10.00%", -54, "discount")])).toEqual([
      ["KITHL YGRT", 597, 114, "item"],
      ["*Sale*", -60, 0, "discount"],
      ["Prime Extra 10.00%", -54, 0, "discount"],
    ]);
  });

  it("never records more off an item than it cost, and leaves a discount with no item alone", () => {
    expect(attach([line("COUPON", -200, "discount"), line("BANANAS", 150), line("COUPON", -300, "discount")])).toEqual([
      ["COUPON", -200, 0, "discount"],
      ["BANANAS", 150, 0, "item"],
      ["COUPON", -300, 0, "discount"],
    ]);
  });

  it("does not change its input", () => {
    const input = [line("GF BREAD", 599), line("COUPON", -100, "discount")];
    attachDiscounts(input);
    expect(input[0]!.discountCents).toBe(0);
  });
});

describe("itemReducedBy", () => {
  it("finds the item each discount was recorded on, past deposits and the item's other discounts", () => {
    const lines = attachDiscounts([
      line("COKE 12PK", 839),
      line("DEPOSIT", 120, "deposit"),
      line("*Sale*", -60, "discount"),
      line("COUPON", -200, "discount"),
      line("BANANAS", 150),
    ]);
    expect(itemReducedBy(lines, 2)).toBe(0);
    expect(itemReducedBy(lines, 3)).toBe(0);
  });

  it("finds none for a discount that fit no item, and for a line that is no discount", () => {
    const lines = attachDiscounts([line("COUPON", -200, "discount"), line("BANANAS", 150), line("COUPON", -300, "discount")]);
    expect(itemReducedBy(lines, 0)).toBeNull();
    expect(itemReducedBy(lines, 2)).toBeNull();
    expect(itemReducedBy(lines, 1)).toBeNull();
  });
});
