import { describe, expect, it } from "vitest";
import { normalisePrice, recomputedSavings, truncatePriceTyping } from "./price-input";

describe("truncatePriceTyping", () => {
  it("drops digits past the second decimal and leaves the rest alone", () => {
    expect(truncatePriceTyping("12.345")).toBe("12.34");
    expect(truncatePriceTyping("12.3")).toBe("12.3");
    expect(truncatePriceTyping("12.")).toBe("12.");
    expect(truncatePriceTyping("12")).toBe("12");
    expect(truncatePriceTyping("")).toBe("");
    expect(truncatePriceTyping("abc")).toBe("abc");
    expect(truncatePriceTyping("0.9999")).toBe("0.99");
  });
});

describe("normalisePrice", () => {
  it("pads whole numbers and one decimal, keeps two, cuts more", () => {
    expect(normalisePrice("100")).toEqual({ ok: true, value: "100.00" });
    expect(normalisePrice("80.5")).toEqual({ ok: true, value: "80.50" });
    expect(normalisePrice(" 12.34 ")).toEqual({ ok: true, value: "12.34" });
    expect(normalisePrice("1.239")).toEqual({ ok: true, value: "1.23" });
    expect(normalisePrice("0")).toEqual({ ok: true, value: "0.00" });
  });
  it("refuses what is not a number, negatives and other shapes with SPEC's messages", () => {
    expect(normalisePrice("abc")).toMatchObject({ ok: false, message: "Please enter a valid number" });
    expect(normalisePrice("")).toMatchObject({ ok: false, message: "Please enter a valid number" });
    expect(normalisePrice("-1")).toMatchObject({ ok: false, message: "Price cannot be negative" });
    for (const odd of [".5", "1e3", "5.", "0x10"]) {
      expect(normalisePrice(odd)).toEqual({
        ok: false,
        title: "Invalid price format",
        message: "Please enter a valid price (e.g., 12.34, 100, 80.5)",
      });
    }
  });
});

describe("recomputedSavings", () => {
  it("is GF minus regular with two decimals, never below zero", () => {
    expect(recomputedSavings("7.99", "3.99")).toBe("4.00");
    expect(recomputedSavings("3.00", "4.50")).toBe("0.00");
    expect(recomputedSavings("0.30", "0.10")).toBe("0.20");
  });
});
