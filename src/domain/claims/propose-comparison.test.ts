import { describe, expect, it } from "vitest";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import { MIN_REFERENCE_PRODUCTS, proposeComparison, type ComparisonInput, type DatedProduct } from "./propose-comparison";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");

const product = (id: string, priceCents: number, grams: number | null, category = "Bread"): DatedProduct => ({
  id,
  name: `Loaf ${id}`,
  brand: null,
  category,
  sizeValue: grams,
  sizeUnit: grams ? "g" : null,
  priceCents,
  basePriceCents: priceCents,
  vendor: "Walmart",
  observedOn: "2024-12-02",
  kind: null,
});

// Bread's median: 0.60¢ per gram (60¢ per 100 g), over 300 products.
const breadMedian = { centsPerUnit: 0.6, count: 300 };
const input = (matches: ComparisonInput["matches"], over: Partial<ComparisonInput> = {}): ComparisonInput => ({
  matches,
  gfSize: { value: 450, unit: "g" },
  gfSizeSource: "receipt",
  category: "Bread",
  lineKind: () => null,
  typicalSize: () => null,
  categoryMedian: (category, unit) => (category === "Bread" && unit === "g" ? breadMedian : null),
  priceYear: 2024,
  minScore: 0.35,
  ...over,
});

describe("proposeComparison", () => {
  it("does not let one clearance loaf decide: the median of the closest, weighted with the category", () => {
    // Unit prices 0.15 (the $1.01 loaf), 0.50, 0.60 ¢/g → median 0.50. With the category median 0.60 weighing as
    // 5 products: exp((3 ln 0.50 + 5 ln 0.60) / 8) = exp(−0.5792) = 0.5603 ¢/g × 450 g = 252.1 → 252¢.
    const c = proposeComparison(
      input([
        { product: product("a", 101, 675), score: 0.9 },
        { product: product("b", 300, 600), score: 0.88 },
        { product: product("c", 360, 600), score: 0.85 },
      ]),
    );
    expect(c.proposal?.perPackCents).toBe(252);
    expect(inEnglish(c.proposal?.detail)).toMatch(/^Price per 100 g of the 3 closest regular products \(Loaf a 675 g, Walmart, 2024-12-02; .*\), weighted with the median of 300 regular Bread products, scaled to 450 g$/);
    // The category reference: 0.60 × 450 = 270¢.
    expect(c.categoryReference).toMatchObject({ kind: "category", perPackCents: 270 });
    // Each listed product scaled to 450 g: 101 × 450 / 675 = 67.3 → 67.
    expect(c.closest.map((p) => p.perPackCents)).toEqual([67, 225, 270]);
  });

  it("leans less on a category whose prices spread widely: its median says less about one product", () => {
    // The same three loaves, the category's median counting a quarter (its prices spread twice as wide as the typical
    // category's): exp((3 ln 0.50 + 1.25 ln 0.60) / 4.25) = exp(−0.6397) = 0.5275 ¢/g × 450 g = 237.4 → 237¢.
    const wide = { ...breadMedian, precision: 0.25 };
    const c = proposeComparison(
      input(
        [
          { product: product("a", 101, 675), score: 0.9 },
          { product: product("b", 300, 600), score: 0.88 },
          { product: product("c", 360, 600), score: 0.85 },
        ],
        { categoryMedian: (category, unit) => (category === "Bread" && unit === "g" ? wide : null) },
      ),
    );
    expect(c.proposal?.perPackCents).toBe(237);
  });

  it("asks the user (no proposal, no reference) when the GF package size is unknown", () => {
    const c = proposeComparison(input([{ product: product("b", 300, 600), score: 0.9 }], { gfSize: null, gfSizeSource: null }));
    expect(c.proposal).toBeNull();
    expect(c.categoryReference).toBeNull();
    expect(c.closest[0]?.perPackCents).toBeNull();
  });

  it("keeps only products close to the best one, of its category and in the GF size's unit", () => {
    const c = proposeComparison(
      input([
        { product: product("b", 300, 600), score: 0.9 },
        { product: product("far", 900, 600), score: 0.5 },
        { product: product("other", 900, 600, "Pizza"), score: 0.88 },
        { product: product("unsized", 900, null), score: 0.88 },
      ]),
    );
    // Only "b": 0.50 ¢/g; exp((1 ln 0.5 + 5 ln 0.6) / 6) = 0.5822 × 450 = 262.0 → 262.
    expect(c.proposal?.perPackCents).toBe(262);
    expect(inEnglish(c.proposal?.detail)).toContain("the closest regular product (Loaf b 600 g");
  });

  it("proposes nothing, and offers no category reference, when the closest products are more than twice or less than half the category's price", () => {
    const c = proposeComparison(input([{ product: product("gold", 1500, 600), score: 0.9 }]));
    expect(c.proposal).toBeNull();
    expect(c.categoryReference).toBeNull();
    expect(c.closest[0]?.perPackCents).toBe(1125);
  });

  it("proposes nothing below the minimum match score, but still offers the category reference", () => {
    const c = proposeComparison(input([{ product: product("b", 300, 600), score: 0.2 }]));
    expect(c.proposal).toBeNull();
    expect(c.closest).toEqual([]);
    expect(c.categoryReference?.perPackCents).toBe(270);
  });

  it("weighs a median of a few products into a proposal, but does not offer it alone as a reference", () => {
    const few = { centsPerUnit: 0.6, count: MIN_REFERENCE_PRODUCTS - 1 };
    const c = proposeComparison(input([{ product: product("b", 300, 600), score: 0.9 }], { categoryMedian: () => few }));
    expect(c.proposal?.perPackCents).toBe(262);
    expect(c.categoryReference).toBeNull();
    const enough = proposeComparison(input([], { categoryMedian: () => ({ ...few, count: MIN_REFERENCE_PRODUCTS }) }));
    expect(enough.categoryReference?.perPackCents).toBe(270);
  });
});
