import { describe, expect, it } from "vitest";
import { repriceLine } from "./reprice-line";

// 2 packs of GF bread for $15.98 against a regular loaf at $3.49: $6.98 for the line.
const twoLoaves = { quantity: 2, gfPriceCents: 1598, regularPriceCents: 698 };

describe("repriceLine", () => {
  it("keeps the per-pack regular price when only the quantity changes; the GF price stays what was paid", () => {
    expect(repriceLine(twoLoaves, { quantity: 3 })).toEqual({ quantity: 3, gfPriceCents: 1598, regularPriceCents: 1047, regularTyped: false });
    // $10.00 for 3 packs is $3.333… each; 1 pack → $3.33 (rounded once, from the total).
    expect(repriceLine({ quantity: 3, gfPriceCents: 2000, regularPriceCents: 1000 }, { quantity: 1 })).toMatchObject({ regularPriceCents: 333 });
  });

  it("multiplies a per-pack regular price by the quantity and marks it typed", () => {
    expect(repriceLine(twoLoaves, { regularPackCents: 299 })).toEqual({ ...twoLoaves, regularPriceCents: 598, regularTyped: true });
    // A new quantity and a pack price together: 1.5 × $3.00 = $4.50.
    expect(repriceLine(twoLoaves, { quantity: 1.5, regularPackCents: 300 })).toMatchObject({ regularPriceCents: 450, regularTyped: true });
  });

  it("takes a regular price for the whole line as it is (the product spec's non_gf_equiv_price)", () => {
    expect(repriceLine(twoLoaves, { regularLineCents: 500 })).toEqual({ ...twoLoaves, regularPriceCents: 500, regularTyped: true });
  });

  it("does not count re-saving the price already there as typed", () => {
    expect(repriceLine(twoLoaves, { regularPackCents: 349 })).toEqual({ ...twoLoaves, regularTyped: false });
    expect(repriceLine(twoLoaves, { regularLineCents: 698 })).toEqual({ ...twoLoaves, regularTyped: false });
    // $10.00 for 3 packs shows $3.33 a pack; saving $3.33 keeps $10.00 rather than making it $9.99.
    expect(repriceLine({ quantity: 3, gfPriceCents: 2000, regularPriceCents: 1000 }, { regularPackCents: 333 })).toMatchObject({
      regularPriceCents: 1000,
      regularTyped: false,
    });
  });

  it("changes the GF price paid without touching the regular price", () => {
    expect(repriceLine(twoLoaves, { gfPriceCents: 1500 })).toEqual({ ...twoLoaves, gfPriceCents: 1500, regularTyped: false });
  });
});
