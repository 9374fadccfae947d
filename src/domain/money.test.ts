import { describe, expect, it } from "vitest";
import { dollarsToCents, formatCents, parseMoneyToCents } from "./money";

describe("money", () => {
  it("formats en-CA dollars", () => {
    expect(formatCents(20800)).toBe("$208.00");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-350)).toBe("-$3.50");
  });

  it.each([
    ["3.49", 349],
    ["$3.49", 349],
    ["3,49", 349],
    ["3", 300],
    ["3.5", 350],
    ["0.07", 7],
    ["-1.00", -100],
  ])("parses %s as %i cents", (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "3.499", "1e3", "3..4"])("refuses %s", (input) => {
    expect(parseMoneyToCents(input)).toBeNull();
  });

  it("converts wire dollars to exact cents where floats drift", () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents(1.005)).toBe(101);
  });
});
