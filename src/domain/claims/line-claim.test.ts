import { describe, expect, it } from "vitest";
import type { ComparablePrice, Comparison } from "./comparable-price";
import { lineClaim, type LineClaimInput } from "./line-claim";

const proposal: ComparablePrice = { kind: "catalog", perPackCents: 300, priceYear: 2024, detail: { key: "said.english", values: { text: "median" } }, productId: "p", productName: "P" };
const comparison: Comparison = { gfSize: { value: 450, unit: "g" }, gfSizeSource: "receipt", proposal, closest: [], categoryReference: null };
const base: LineClaimInput = {
  eligibility: "substitute",
  gfConfirmed: false,
  paidCents: 699,
  quantity: 1,
  comparison,
  choice: null,
  customPerPackCents: null,
  purchaseYear: 2024,
};

describe("lineClaim", () => {
  it("claims a GF substitute against the proposal: 6.99 − 3.00 = 3.99", () => {
    expect(lineClaim(base)).toMatchObject({ blocker: null, differenceCents: 399, regular: { cents: 300 } });
  });

  it.each(["natural", "not_gluten_free", "not_food"] as const)("never claims a %s line, whatever its prices", (eligibility) => {
    const claim = lineClaim({ ...base, eligibility, customPerPackCents: 100 });
    expect(claim.blocker).toBe("ineligible");
    expect(claim.differenceCents).toBeNull();
  });

  it("asks for a comparable when there is no proposal, instead of inventing one", () => {
    expect(lineClaim({ ...base, comparison: { ...comparison, proposal: null } })).toMatchObject({
      blocker: "comparable_price",
      differenceCents: null,
      regular: null,
    });
  });

  it("needs the user's confirmation and the user's own comparable for an unknown line", () => {
    expect(lineClaim({ ...base, eligibility: "unknown" }).blocker).toBe("confirm_gluten_free");
    // Confirmed, but the app's proposal is not used for a product it could not name.
    expect(lineClaim({ ...base, eligibility: "unknown", gfConfirmed: true }).blocker).toBe("comparable_price");
    expect(lineClaim({ ...base, eligibility: "unknown", gfConfirmed: true, customPerPackCents: 250 })).toMatchObject({
      blocker: null,
      differenceCents: 449,
    });
  });

  it("scales a per-pack comparable by the quantity: 2 × $4.04 GF against 2 × $3.09 = $1.90", () => {
    expect(lineClaim({ ...base, paidCents: 808, quantity: 2, customPerPackCents: 309 }).differenceCents).toBe(190);
  });
});
