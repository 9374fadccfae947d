import { describe, expect, it } from "vitest";
import { bigramKey, buildCatalogIndex } from "./catalog-index";
import { MATCH_WEIGHTS } from "./match-weights";
import type { CatalogProduct } from "./types";

const p = (id: string, name: string, brand: string | null): CatalogProduct => ({
  id,
  name,
  brand,
  category: "Bread",
  sizeValue: 600,
  sizeUnit: "g",
  priceCents: 300,
});
const products = [
  p("1", "Dempster's White Bread", "Dempster's"),
  p("2", "Dempster's 12 Grain Bread", "Dempster's"),
  p("3", "Villaggio Original White Bread", "Villaggio"),
  p("4", "Country Harvest Raisin Cinnamon Bread", "Country Harvest"),
  p("5", "Harvest Crunch Granola", null),
];
const index = buildCatalogIndex(products, { ...MATCH_WEIGHTS });
const id = (key: string) => index.featureIds.get(key)!;

describe("buildCatalogIndex", () => {
  it("leaves brand words out, but not words also used outside brands", () => {
    expect(index.brandStems).toContain("dempster");
    expect(index.brandStems).toContain("villaggio");
    expect(index.featureIds.has("dempster")).toBe(false);
    // "harvest" is a brand word in Country Harvest but also names Harvest Crunch.
    expect(index.brandStems.has("harvest")).toBe(false);
  });

  it("indexes words and neighbouring pairs with the products that carry them", () => {
    expect([...index.postings[id("bread")]!]).toEqual([0, 1, 2, 3]);
    expect([...index.postings[id(bigramKey("white", "bread"))]!]).toEqual([0, 2]);
    expect(index.featureIds.has(bigramKey("raisin", "cinnamon"))).toBe(true);
  });

  it("weighs head nouns above other words, and default-variant words not at all against a product", () => {
    expect(index.isHead[id("bread")]).toBe(1);
    expect(index.weights[id("bread")]!).toBeGreaterThan(index.weights[id("white")]!);
    expect(index.docWeightSq[id("original")]).toBe(0);
    // Flavours count more against a product that has them.
    expect(index.docWeightSq[id("cinnamon")]!).toBeGreaterThan(index.weights[id("cinnamon")]! ** 2);
  });

  it("resolves abbreviations against the catalog's words", () => {
    expect(index.resolve("brd")).toBe("bread");
    expect(index.resolve("bread")).toBe("bread");
    expect(index.resolve("udis")).toBeNull();
  });
});
