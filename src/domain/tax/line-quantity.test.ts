import { describe, expect, it } from "vitest";
import { formatQuantity, lineCentsFor, parsePackCount, parseQuantity, perPackCents, rescaleLineCents } from "./line-quantity";

describe("parseQuantity", () => {
  it("takes a positive number up to 999 with at most 3 decimals, as text or number", () => {
    expect(parseQuantity("2")).toBe(2);
    expect(parseQuantity(" 1.5 ")).toBe(1.5);
    expect(parseQuantity(0.25)).toBe(0.25);
    expect(parseQuantity("0.001")).toBe(0.001);
    expect(parseQuantity("999")).toBe(999);
    expect(parseQuantity("998.999")).toBe(998.999);
  });

  it("refuses zero, negatives, more than 999, a fourth decimal and anything that is not a plain number", () => {
    for (const bad of ["0", "0.000", "-1", "999.001", "1000", "999.5001", "1.2345", "abc", "", "1e3", ".5", "1,5", 1e-7, Number.NaN]) {
      expect(parseQuantity(bad), String(bad)).toBeNull();
    }
  });
});

describe("parsePackCount", () => {
  it("takes a whole number of packs from 1 to 999", () => {
    expect(parsePackCount("2")).toBe(2);
    expect(parsePackCount(" 999 ")).toBe(999);
  });

  it("refuses fractions, zero, more than 999 and anything else", () => {
    for (const bad of ["0", "1.5", "1000", "-1", "two", ""]) expect(parsePackCount(bad), bad).toBeNull();
  });
});

describe("per-pack and line amounts", () => {
  it("divides a line total by its quantity, to the cent, half up", () => {
    expect(perPackCents(1598, 2)).toBe(799);
    expect(perPackCents(1000, 3)).toBe(333); // 333.33…
    expect(perPackCents(1001, 2)).toBe(501); // 500.5
    expect(perPackCents(33, 0.2)).toBe(165);
    expect(perPackCents(799, 0)).toBe(799); // no usable quantity: one pack
  });

  it("multiplies a per-pack price by a quantity, to the cent, half up", () => {
    expect(lineCentsFor(349, 2)).toBe(698);
    expect(lineCentsFor(349, 1.5)).toBe(524); // 523.5
    expect(lineCentsFor(199, 0.333)).toBe(66); // 66.267
    expect(lineCentsFor(1, 1000)).toBe(1000);
  });

  it("scales a line total to another quantity at the same per-pack price, rounding once", () => {
    expect(rescaleLineCents(698, 2, 3)).toBe(1047);
    expect(rescaleLineCents(1000, 3, 1)).toBe(333); // 333.33…
    expect(rescaleLineCents(1001, 2, 1)).toBe(501); // 500.5
    expect(rescaleLineCents(1000, 3, 6)).toBe(2000); // not 333 × 6 = 1998
    expect(rescaleLineCents(500, 0, 2)).toBe(500);
  });
});

describe("formatQuantity", () => {
  it("shows at most 3 decimals and no float noise", () => {
    expect(formatQuantity(2)).toBe("2");
    expect(formatQuantity(1.5)).toBe("1.5");
    expect(formatQuantity(0.1 + 0.2)).toBe("0.3");
    expect(formatQuantity(0.3335)).toBe("0.334");
  });
});
