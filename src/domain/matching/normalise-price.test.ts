import { describe, expect, it } from "vitest";
import { normaliseRegularPrice } from "./normalise-price";

describe("normaliseRegularPrice", () => {
  it("scales to the GF package size (docs/tax-rules.md: 240 g against a 575 g pack at $5.95 is $2.48)", () => {
    expect(normaliseRegularPrice({ priceCents: 595, sizeValue: 575, sizeUnit: "g" }, { value: 240, unit: "g" })).toBe(248);
  });

  it("rounds to whole cents", () => {
    expect(normaliseRegularPrice({ priceCents: 361, sizeValue: 675, sizeUnit: "g" }, { value: 680, unit: "g" })).toBe(364);
    expect(normaliseRegularPrice({ priceCents: 450, sizeValue: 296, sizeUnit: "ml" }, { value: 380, unit: "ml" })).toBe(578);
    expect(normaliseRegularPrice({ priceCents: 400, sizeValue: 8, sizeUnit: "each" }, { value: 6, unit: "each" })).toBe(300);
  });

  it("keeps the shelf price when a size is missing or the units differ", () => {
    const regular = { priceCents: 529, sizeValue: 600, sizeUnit: "g" as const };
    expect(normaliseRegularPrice(regular, null)).toBe(529);
    expect(normaliseRegularPrice(regular, undefined)).toBe(529);
    expect(normaliseRegularPrice(regular, { value: 6, unit: "each" })).toBe(529);
    expect(normaliseRegularPrice({ priceCents: 529, sizeValue: null, sizeUnit: null }, { value: 600, unit: "g" })).toBe(529);
    expect(normaliseRegularPrice({ priceCents: 529, sizeValue: 0, sizeUnit: "g" }, { value: 600, unit: "g" })).toBe(529);
  });
});
