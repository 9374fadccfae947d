import { describe, expect, it } from "vitest";
import { parseQuantityInput } from "./parse-quantity-input";

describe("parseQuantityInput", () => {
  it("takes a whole number of packs from 1 to 1000", () => {
    expect(parseQuantityInput("2")).toBe(2);
    expect(parseQuantityInput(" 1000 ")).toBe(1000);
  });

  it("refuses fractions, zero, more than 1000 and anything else", () => {
    for (const bad of ["0", "1.5", "1001", "-1", "two", ""]) expect(parseQuantityInput(bad)).toBeNull();
  });
});
