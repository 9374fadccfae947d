import { describe, expect, it } from "vitest";
import { centsToAmountText, dollarsToCents, formatCents } from "./money";

describe("money", () => {
  it("formats en-CA dollars", () => {
    expect(formatCents(20800)).toBe("$208.00");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-350)).toBe("-$3.50");
  });

  it("writes plain amounts with two decimals", () => {
    expect(centsToAmountText(1200)).toBe("12.00");
    expect(centsToAmountText(5)).toBe("0.05");
    expect(centsToAmountText(123456)).toBe("1234.56");
  });

  it("converts wire dollars to exact cents where floats drift", () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents(1.005)).toBe(101);
  });
});
