import { describe, expect, it } from "vitest";
import { checkMatch, type MatchCheckInput } from "./match-confidence";

/** A catalog product's price scaled to the GF pack's grams, as the comparer does. */
const scaled = (priceCents: number, grams: number, gfGrams: number) => Math.round((priceCents / grams) * gfGrams);

// Category medians per 100 g in data/catalog/products.csv.
const MEDIAN_PER_100G = { Bread: 67, Pizza: 112, "Crackers & Pretzels": 146, "Pasta & Noodles": 120 } as const;
const median = (category: keyof typeof MEDIAN_PER_100G, gfGrams: number) => Math.round((MEDIAN_PER_100G[category] * gfGrams) / 100);

const line = (over: Partial<MatchCheckInput>): MatchCheckInput => ({
  gfPerPackCents: 1089,
  comparable: { kind: "catalog", perPackCents: 400 },
  score: 0.8,
  gfCategory: "Bread",
  productCategory: "Bread",
  categoryMedianPerPackCents: median("Bread", 675),
  ...over,
});

describe("checkMatch: the cases users reported as 100% matched, High confidence", () => {
  it("flags a $10.89 GF loaf compared with Compliments Bread White 675 g at $1.01", () => {
    const check = checkMatch(line({ comparable: { kind: "product", perPackCents: scaled(101, 675, 675) } }));
    expect(check).toEqual({
      level: "check",
      reasons: [
        "The gluten-free price is 11 times the regular one: gluten-free foods usually cost 1 to 3 times as much",
        "The regular price is far below what regular Bread products usually cost",
      ],
    });
  });

  it("flags GF pizza matched to Stacy's Pita Chips though the prices look plausible", () => {
    // Gluten Free Four Cheese Pizza, $2.175 per 100 g, 400 g; Stacy's Pita Chips Simply Naked 227 g, $4.00.
    const check = checkMatch(
      line({
        gfPerPackCents: 870,
        comparable: { kind: "catalog", perPackCents: scaled(400, 227, 400) },
        gfCategory: "Pizza",
        productCategory: "Crackers & Pretzels",
        categoryMedianPerPackCents: median("Crackers & Pretzels", 400),
      }),
    );
    expect(check).toEqual({ level: "check", reasons: ["Matched to a product in another category (Crackers & Pretzels), not Pizza"] });
  });

  it("flags GF crackers matched to a thin-crust pizza", () => {
    // Breton Gluten Free Garden Vegetable crackers, $2.96 per 100 g, 135 g; Dr. Oetker Giuseppe Thin Crust 5 Cheese 439 g, $5.97.
    const check = checkMatch(
      line({
        gfPerPackCents: 400,
        comparable: { kind: "product", perPackCents: scaled(597, 439, 135) },
        gfCategory: "Crackers & Pretzels",
        productCategory: "Pizza",
        categoryMedianPerPackCents: median("Pizza", 135),
      }),
    );
    expect(check).toEqual({ level: "check", reasons: ["Matched to a product in another category (Pizza), not Crackers & Pretzels"] });
  });
});

describe("checkMatch: fair comparisons stay good", () => {
  it.each([
    // Carbonaut GF bread 550 g at $1.54 per 100 g vs Auger Oats & Sunflower Bread 600 g, $3.97.
    ["GF bread vs a regular loaf", 847, scaled(397, 600, 550), "Bread", median("Bread", 550)],
    // Gluten Free Four Cheese Pizza 400 g vs Dr. Oetker Giuseppe Thin Crust 5 Cheese 439 g, $5.97.
    ["GF pizza vs a regular frozen pizza", 870, scaled(597, 439, 400), "Pizza", median("Pizza", 400)],
    // Barilla GF Elbows 340 g at $0.955 per 100 g vs Catelli Ancient Grains Fusilli 340 g, $3.50.
    ["GF pasta vs regular pasta", 325, scaled(350, 340, 340), "Pasta & Noodles", median("Pasta & Noodles", 340)],
  ] as const)("%s", (_, gf, regular, category, categoryMedian) => {
    const check = checkMatch(
      line({ gfPerPackCents: gf, comparable: { kind: "catalog", perPackCents: regular }, gfCategory: category, productCategory: category, categoryMedianPerPackCents: categoryMedian }),
    );
    expect(check).toEqual({ level: "good", reasons: [] });
  });

  it("accepts a GF pack at the edges of the usual premium", () => {
    expect(checkMatch(line({ gfPerPackCents: 2000, comparable: { kind: "catalog", perPackCents: 400 } }))?.level).toBe("good");
    expect(checkMatch(line({ gfPerPackCents: 200, comparable: { kind: "catalog", perPackCents: 400 } }))?.level).toBe("good");
  });

  it("judges nothing without a comparable", () => {
    expect(checkMatch(line({ comparable: null }))).toBeNull();
  });

  it("skips what is unknown: no score, no GF category, no category median", () => {
    const check = checkMatch(line({ score: null, gfCategory: null, categoryMedianPerPackCents: null, comparable: { kind: "category", perPackCents: 400 } }));
    expect(check).toEqual({ level: "good", reasons: [] });
  });
});

describe("checkMatch: each rule on its own", () => {
  it("flags a score under the matcher's threshold, and not one at it", () => {
    expect(checkMatch(line({ score: 0.3 }))).toEqual({ level: "check", reasons: ["Weak name match"] });
    expect(checkMatch(line({ score: 0.35 }))?.level).toBe("good");
  });

  it("flags a regular price more than twice the GF one", () => {
    expect(checkMatch(line({ gfPerPackCents: 190, comparable: { kind: "catalog", perPackCents: 400 } }))).toEqual({
      level: "check",
      reasons: ["The regular price is more than twice the gluten-free one: a comparable regular product usually costs less"],
    });
  });

  it("flags a regular price far above its category's, even when the GF premium looks usual", () => {
    expect(checkMatch(line({ gfPerPackCents: 2000, comparable: { kind: "product", perPackCents: 1500 }, categoryMedianPerPackCents: 452 }))).toEqual({
      level: "check",
      reasons: ["The regular price is far above what regular Bread products usually cost"],
    });
  });

  it("flags a regular price far below its category's, even when the GF premium looks usual", () => {
    expect(checkMatch(line({ gfPerPackCents: 300, comparable: { kind: "product", perPackCents: 101 }, categoryMedianPerPackCents: 452 }))).toEqual({
      level: "check",
      reasons: ["The regular price is far below what regular Bread products usually cost"],
    });
  });
});

describe("checkMatch: a price the user typed", () => {
  it("is the user's judgement, labelled as theirs and never as a good match: category, score and range do not apply", () => {
    const check = checkMatch(
      line({ comparable: { kind: "custom", perPackCents: 450 }, score: 0.2, productCategory: "Pizza", categoryMedianPerPackCents: 100 }),
    );
    expect(check).toEqual({ level: "yours", reasons: [] });
  });

  it("is still questioned when the ratio is implausible", () => {
    expect(checkMatch(line({ comparable: { kind: "custom", perPackCents: 101 } }))?.level).toBe("check");
  });
});
