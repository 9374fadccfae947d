import { describe, expect, it } from "vitest";
import { sourcesPrintedOnce } from "./sources-printed-once";

describe("sourcesPrintedOnce", () => {
  const printed = sourcesPrintedOnce([
    { product: "GF Bread", regularSources: ["Median of 5 regular breads"] },
    { product: "GF Pasta", regularSources: ["Entered by you", "Median of 3 regular pastas"] },
  ]);

  it("knows a product's one source, whatever the case or spacing of the purchase's name", () => {
    expect(printed.has("GF Bread", "Median of 5 regular breads")).toBe(true);
    expect(printed.has("gf  bread", "Median of 5 regular breads")).toBe(true);
  });

  it("leaves the sources of a product with several, and other products', to each purchase", () => {
    expect(printed.has("GF Pasta", "Entered by you")).toBe(false);
    expect(printed.has("GF Cookies", "Median of 5 regular breads")).toBe(false);
  });
});
