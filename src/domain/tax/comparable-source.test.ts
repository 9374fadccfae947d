import { describe, expect, it } from "vitest";
import { comparableProductName, describeRegularSource } from "./comparable-source";

describe("describeRegularSource", () => {
  it("gives the sentence kept with the line", () => {
    const median =
      "Median per 100 g of 5 closest regular products (Wonder White Bread 675 g, Walmart, 2024-12-02; …), scaled to 450 g";
    expect(describeRegularSource("category", median)).toBe(median);
    expect(describeRegularSource("custom", "Entered by you")).toBe("Entered by you");
  });

  it("reads a sentence saved with the old misspelling with the right word", () => {
    const saved = "Price per 100 g of the closest regular product (Loaf 675 g), weighed with the median of 300 regular Bread products, scaled to 450 g";
    expect(describeRegularSource("catalog", saved)).toBe(saved.replace("weighed", "weighted"));
  });

  it("says a source was not recorded for lines saved before sources were kept, whatever else they carry", () => {
    expect(describeRegularSource("unrecorded", null)).toBe("Source not recorded");
    expect(describeRegularSource("unrecorded", "stale text")).toBe("Source not recorded");
    expect(describeRegularSource("something-else", "x")).toBe("Source not recorded");
  });

  it("names the kind of source when its sentence is missing", () => {
    expect(describeRegularSource("catalog", null)).toBe("Catalog product price (details not recorded)");
    expect(describeRegularSource("category", "  ")).toBe("Typical price of similar regular products (details not recorded)");
    expect(describeRegularSource("custom", null)).toBe("Entered by you");
  });
});

describe("comparableProductName", () => {
  it("is the named product, or what stands for it", () => {
    expect(comparableProductName("catalog", "Wonder White Bread")).toBe("Wonder White Bread");
    expect(comparableProductName("category", null)).toBe("Similar regular products");
    expect(comparableProductName("custom", null)).toBe("Price entered by you");
    expect(comparableProductName("unrecorded", null)).toBe("Not recorded");
  });
});
