import { describe, expect, it } from "vitest";
import { parsePriceInput } from "./parse-price-input";

describe("parsePriceInput", () => {
  it("accepts 0 or more with up to two decimals", () => {
    expect(parsePriceInput("6.49")).toBe(6.49);
    expect(parsePriceInput("0")).toBe(0);
    expect(parsePriceInput("$3")).toBe(3);
    expect(parsePriceInput("4,5")).toBe(4.5);
  });

  it("refuses negatives, letters, empty input and fractions of a cent", () => {
    for (const bad of ["-2", "abc", "", "1.234"]) expect(parsePriceInput(bad)).toBeNull();
  });
});
