import { describe, expect, it } from "vitest";
import type { CatalogProduct } from "../matching/types";
import { createComparer } from "./create-comparer";
import { CATEGORY_SPREAD } from "./match-confidence";

const product = (id: string, name: string, priceCents: number, grams: number): CatalogProduct => ({
  id,
  name,
  brand: null,
  category: "Cereal & Oats",
  sizeValue: grams,
  sizeUnit: "g",
  priceCents,
  observedOn: "2024-06-01",
});

// Boxed cereal costs several times what oats cost by the gram: $1.50–1.70 per 100 g against $0.35–0.45.
const catalog = [
  ...["Corn Flakes", "Rice Krispies Cereal", "Cheerios Cereal", "Frosted Flakes Cereal", "Raisin Bran Cereal", "Special K Cereal"].map(
    (name, i) => product(`c${i}`, name, 750 + i * 20, 500),
  ),
  ...["Large Flake Oats", "Quick Oats", "Steel Cut Oats", "Rolled Oats Old Fashioned", "Instant Oatmeal Original"].map((name, i) =>
    product(`o${i}`, name, 350 + i * 20, 1000),
  ),
];

describe("createComparer: a split category checks a line against products of its own kind", () => {
  const comparer = createComparer(catalog);

  it("gives oats the median of oats, and names that kind", () => {
    const oats = comparer.compare({ name: "GF OATS 1KG", category: "Cereal & Oats" });
    expect(oats.categoryReference?.perPackCents).toBe(390);
    expect(oats.categoryReference?.detail).toContain("5 regular Cereal & Oats (oats and hot cereal) products");
  });

  it("gives boxed cereal the median of boxed cereal", () => {
    const flakes = comparer.compare({ name: "GF CORN FLAKES 500G", category: "Cereal & Oats" });
    expect(flakes.categoryReference?.perPackCents).toBe(800);
    expect(flakes.categoryReference?.detail).toContain("regular Cereal & Oats (boxed cereal) products");
  });

  it("no longer finds a fair oats price far below its reference, as the whole category's median did", () => {
    const oatsPerKg = 350;
    const whole = [...catalog].map((p) => (p.priceCents / (p.sizeValue ?? 1)) * 1000).sort((a, b) => a - b);
    const wholeMedian = whole[Math.floor(whole.length / 2)]!;
    expect(oatsPerKg).toBeLessThan(wholeMedian / CATEGORY_SPREAD);
    const reference = comparer.compare({ name: "GF OATS 1KG", category: "Cereal & Oats" }).categoryReference!;
    expect(oatsPerKg).toBeGreaterThan(reference.perPackCents / CATEGORY_SPREAD);
  });
});
