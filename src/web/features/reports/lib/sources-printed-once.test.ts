import { describe, expect, it } from "vitest";
import { english, said } from "#domain/i18n/said";
import { sourcesPrintedOnce } from "./sources-printed-once";

const breads = english("Median of 5 regular breads");
const pastas = english("Median of 3 regular pastas");
const typed = said("comparable.enteredByYou");

describe("sourcesPrintedOnce", () => {
  const printed = sourcesPrintedOnce([
    { product: "GF Bread", regularSources: [breads] },
    { product: "GF Pasta", regularSources: [typed, pastas] },
  ]);

  it("knows a product's one source, whatever the case or spacing of the purchase's name", () => {
    expect(printed.has("GF Bread", { key: "said.english", values: { text: "Median of 5 regular breads" } })).toBe(true);
    expect(printed.has("gf  bread", breads)).toBe(true);
  });

  it("leaves the sources of a product with several, and other products', to each purchase", () => {
    expect(printed.has("GF Pasta", typed)).toBe(false);
    expect(printed.has("GF Cookies", breads)).toBe(false);
  });
});
