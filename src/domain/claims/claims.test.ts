import { describe, expect, it } from "vitest";
import { differenceCents } from "./difference-cents";
import { analyseReceipt, analyseReceiptLines, isMatched } from "./receipt-analysis";
import {
  acceptedReferenceDetail,
  acceptedReferenceInYear,
  chosenComparable,
  chosenProductDetail,
  lineRegularPrice,
  packagesOf,
} from "./regular-price";
import type { ComparablePrice, Comparison } from "./comparable-price";
import { english, say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";

const inEnglish = (words: Said | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | undefined) => (words ? say(words, translatorFor("fr-CA")) : "");

const proposal: ComparablePrice = {
  kind: "catalog",
  perPackCents: 200,
  priceYear: 2024,
  detail: english("Median price per 100 g of the 3 closest regular products"),
  productId: "p1",
  productName: "White Bread",
};
const comparison: Comparison = { gfSize: { value: 450, unit: "g" }, gfSizeSource: "receipt", proposal, closest: [], categoryReference: null };

describe("regular price", () => {
  it("never invents one: no proposal, no choice and no typed price is no comparable", () => {
    expect(chosenComparable({ comparison: { ...comparison, proposal: null }, choice: null, customPerPackCents: null })).toBeNull();
    expect(chosenComparable({ comparison: null, choice: null, customPerPackCents: null })).toBeNull();
  });

  it("prefers the typed price, then the user's choice, then the proposal", () => {
    const category: ComparablePrice = { ...proposal, kind: "category", perPackCents: 250, productId: null, productName: null };
    expect(chosenComparable({ comparison, choice: category, customPerPackCents: 199 })).toMatchObject({
      kind: "custom",
      perPackCents: 199,
      detail: { key: "comparable.enteredByYou" },
      priceYear: null,
    });
    expect(chosenComparable({ comparison, choice: category, customPerPackCents: null })?.perPackCents).toBe(250);
    expect(chosenComparable({ comparison, choice: null, customPerPackCents: null })?.perPackCents).toBe(200);
  });

  it("multiplies a price for one pack by the packages of the line; a weighed line is one pack", () => {
    expect(packagesOf(2)).toBe(2);
    expect(packagesOf(0.45)).toBe(1);
    // "2 @ $4.04" GF, a typed $3.09 for one regular pack: 2 × 3.09 = 6.18 regular, not 3.09.
    const typed = chosenComparable({ comparison: null, choice: null, customPerPackCents: 309 })!;
    expect(lineRegularPrice(typed, 2, 2025)).toEqual({ perPackCents: 309, cents: 618, detail: { key: "comparable.enteredByYou" } });
  });

  it("moves a catalog price into the purchase year and says so; a typed price stays as typed", () => {
    // 2024 → 2025: ×1.0248 (grain-price-index-data.ts); 200 × 1.0248 = 204.96 → 205 per pack, × 3 packs = 615.
    const line = lineRegularPrice(proposal, 3, 2025);
    expect(line.perPackCents).toBe(205);
    expect(line.cents).toBe(615);
    expect(inEnglish(line.detail)).toMatch(/; 2024 prices adjusted to 2025 ×1\.025 .*Statistics Canada.*18-10-0245-01/);
    expect(inFrench(line.detail)).toMatch(/; prix de 2024 ramenés à 2025 ×1,025 selon .*Statistique Canada.*18-10-0245-01/);
    expect(lineRegularPrice(proposal, 1, 2024)).toEqual({ perPackCents: 200, cents: 200, detail: proposal.detail });
  });

  it("describes a picked product by name, size, store and date, and the size it was scaled to", () => {
    const picked = chosenProductDetail({ name: "White Bread", size: "675 g", vendor: "Voila", observedOn: "2024-11-21" }, { value: 450, unit: "g" });
    expect(inEnglish(picked)).toBe("Chosen by you: White Bread 675 g (Voila, 2024-11-21), scaled to 450 g");
    expect(inFrench(picked)).toBe("Choisi par vous : White Bread 675 g (Voila, 2024-11-21), ramené à 450 g");
    const bagels = chosenProductDetail({ name: "Bagels", size: null, vendor: null, observedOn: null }, { value: 6, unit: "each" });
    expect(inEnglish(bagels)).toBe("Chosen by you: Bagels, scaled to 6 items");
    expect(inFrench(bagels)).toBe("Choisi par vous : Bagels, ramené à 6 articles");
  });

  it.each([2023, 2024, 2025, 2026])("words an accepted reference from its listed words as the server words the stored choice (%i)", (year) => {
    const reference: ComparablePrice = { ...proposal, kind: "category", detail: english("Median price per 100 g of 12 regular Bread products"), productId: null, productName: null };
    const listed = lineRegularPrice(reference, 1, year).detail;
    const stored = lineRegularPrice({ ...reference, detail: acceptedReferenceDetail(reference.detail) }, 1, year).detail;
    expect(acceptedReferenceInYear(listed, reference.priceYear, year)).toEqual(stored);
  });

  it("never gives a negative difference", () => {
    expect(differenceCents(799, 399)).toBe(400);
    expect(differenceCents(299, 399)).toBe(0);
  });
});

describe("analyseReceipt", () => {
  const items = (gf: number, matched: number, regular: number, flagged = 0) => [
    ...Array.from({ length: gf }, (_, i) => ({ isGlutenFree: true, matched: i < matched, flagged: i < flagged })),
    ...Array.from({ length: regular }, () => ({ isGlutenFree: false, matched: false, flagged: false })),
  ];

  it("rates a fully matched receipt high and green", () => {
    expect(analyseReceipt(items(4, 4, 4))).toMatchObject({
      itemsProcessed: 8,
      glutenFreeDetected: 4,
      itemsMatched: 4,
      matchRate: 100,
      matchRateTone: "green",
      confidence: "High",
      linesToCheck: 0,
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

  it.each([
    [10, 10, 1, "Medium"],
    [4, 4, 1, "Medium"],
    [4, 4, 2, "Medium"],
    [4, 4, 3, "Low"],
    [10, 8, 1, "Medium"],
    [10, 6, 2, "Low"],
  ] as const)("%i GF with %i matched and %i to check: %s, never High", (gf, matched, flagged, confidence) => {
    const a = analyseReceipt(items(gf, matched, 0, flagged));
    expect([a.matchRate, a.confidence, a.linesToCheck]).toEqual([Math.round((matched / gf) * 100), confidence, flagged]);
  });

  it("counts a line matched when it has a comparable price, whoever gave it, and flagged by its match check", () => {
    const check = { level: "check" as const, reasons: ["Weak name match"] };
    const lines = [
      { isGlutenFree: true, regularPrice: 3.99, matchCheck: { level: "good" as const, reasons: [] } },
      { isGlutenFree: true, regularPrice: 2.5, matchCheck: check },
      { isGlutenFree: true, regularPrice: null, matchCheck: null },
      { isGlutenFree: false, regularPrice: null, matchCheck: null },
    ];
    expect(lines.map(isMatched)).toEqual([true, true, false, false]);
    expect(analyseReceiptLines(lines)).toMatchObject({ itemsMatched: 2, matchRate: 67, linesToCheck: 1, confidence: "Low" });
  });

  it("copes with no items and no GF items", () => {
    expect(analyseReceipt([])).toMatchObject({ matchRate: 0, glutenFreeShare: 0, confidence: "Low" });
    expect(analyseReceipt(items(0, 0, 3)).glutenFreeShareTone).toBe("neutral");
  });
});
