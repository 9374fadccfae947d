import { describe, expect, it } from "vitest";
import { analyseReceipt } from "./receipt-analysis";
import { defaultComparisonPriceCents, differenceCents, effectiveRegularPrice } from "./regular-price";

describe("regular price", () => {
  it("defaults to the price minus $3, floored at 0", () => {
    expect(defaultComparisonPriceCents(799)).toBe(499);
    expect(defaultComparisonPriceCents(250)).toBe(0);
  });

  it("prefers the custom price, then the match, then the default", () => {
    expect(effectiveRegularPrice({ priceCents: 799, customRegularPriceCents: 399, matchedRegularPriceCents: 349 })).toEqual({
      cents: 399,
      source: "custom",
    });
    expect(effectiveRegularPrice({ priceCents: 799, customRegularPriceCents: null, matchedRegularPriceCents: 349 })).toEqual({
      cents: 349,
      source: "match",
    });
    expect(effectiveRegularPrice({ priceCents: 799, customRegularPriceCents: null, matchedRegularPriceCents: null })).toEqual({
      cents: 499,
      source: "default",
    });
    expect(effectiveRegularPrice({ priceCents: 799, customRegularPriceCents: 0, matchedRegularPriceCents: 349 }).cents).toBe(0);
  });

  it("never gives a negative difference", () => {
    expect(differenceCents(799, 399)).toBe(400);
    expect(differenceCents(299, 399)).toBe(0);
  });
});

describe("analyseReceipt", () => {
  const items = (gf: number, matched: number, regular: number) => [
    ...Array.from({ length: gf }, (_, i) => ({ isGlutenFree: true, matched: i < matched })),
    ...Array.from({ length: regular }, () => ({ isGlutenFree: false, matched: false })),
  ];

  it("rates a fully matched receipt high and green", () => {
    expect(analyseReceipt(items(4, 4, 4))).toMatchObject({
      itemsProcessed: 8,
      glutenFreeDetected: 4,
      itemsMatched: 4,
      matchRate: 100,
      matchRateTone: "green",
      confidence: "High",
      glutenFreeShare: 50,
      glutenFreeShareTone: "green",
      lowMatchWarning: false,
    });
  });

  it.each([
    [10, 7, "green", "Medium", false],
    [10, 8, "green", "High", false],
    [10, 5, "yellow", "Medium", false],
    [10, 4, "yellow", "Low", true],
    [10, 3, "red", "Low", true],
  ] as const)("%i GF with %i matched: %s, %s, warning %s", (gf, matched, tone, confidence, warning) => {
    const a = analyseReceipt(items(gf, matched, 0));
    expect([a.matchRateTone, a.confidence, a.lowMatchWarning]).toEqual([tone, confidence, warning]);
  });

  it("copes with no items and no GF items", () => {
    expect(analyseReceipt([])).toMatchObject({ matchRate: 0, glutenFreeShare: 0, confidence: "Low" });
    expect(analyseReceipt(items(0, 0, 3)).glutenFreeShareTone).toBe("neutral");
  });
});
