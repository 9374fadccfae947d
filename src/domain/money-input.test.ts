import { describe, expect, it } from "vitest";
import { dropExtraDecimals, MAX_MONEY_TEXT_LENGTH, parseMoneyInput } from "./money-input";

describe("parseMoneyInput", () => {
  it.each([
    ["12.34", 1234],
    ["$12.34", 1234],
    ["12,34", 1234],
    ["12,34 $", 1234],
    ["4,5", 450],
    [" 12.3 ", 1230],
    ["12.", 1200],
    ["12", 1200],
    ["0", 0],
    ["0.07", 7],
    ["-0", 0],
    ["52,000", 5_200_000],
    ["1,234.50", 123_450],
    ["1 234,50", 123_450],
    ["1\u00a0234,50", 123_450],
    ["1 234", 123_400],
    ["999999999.99", 99_999_999_999],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, cents });
  });

  it.each(["", "   "])("finds %j empty", (text) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, problem: "empty" });
  });

  it.each(["abc", "12 dollars", "1e3", "0x10", "$", ".", "-", "12-3"])("finds %j not a number", (text) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, problem: "not-a-number" });
  });

  it.each([".5", "12.345", "1.234", "12,3456", "1,234,50", "1.234,50", "12 34", "3..4", "--5", "$5$", "1000000000"])(
    "refuses the malformed %j",
    (text) => {
      expect(parseMoneyInput(text)).toEqual({ ok: false, problem: "bad-format" });
    },
  );

  it.each(["-1", "-12.34", "-$12.34", "$-12.34", "- 5"])("finds %j negative", (text) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, problem: "negative" });
  });
});

describe("parseMoneyInput on text it refuses", () => {
  it("refuses the probe's price and anything longer than an amount can be, reading each character once", () => {
    expect(parseMoneyInput("-" + " ".repeat(200) + "x-")).toEqual({ ok: false, problem: "not-a-number" });
    expect(parseMoneyInput("1".repeat(MAX_MONEY_TEXT_LENGTH + 1))).toEqual({ ok: false, problem: "not-a-number" });
    expect(parseMoneyInput(`-${" ".repeat(MAX_MONEY_TEXT_LENGTH - 3)}x-`)).toEqual({ ok: false, problem: "not-a-number" });
    expect(parseMoneyInput(`$ ${" ".repeat(20)}12.34`)).toEqual({ ok: true, cents: 1234 });
  });
});

describe("dropExtraDecimals", () => {
  it("drops digits past the second after a dot and leaves the rest alone", () => {
    expect(dropExtraDecimals("12.345")).toBe("12.34");
    expect(dropExtraDecimals("0.9999")).toBe("0.99");
    expect(dropExtraDecimals("12.3")).toBe("12.3");
    expect(dropExtraDecimals("12.")).toBe("12.");
    expect(dropExtraDecimals("12")).toBe("12");
    expect(dropExtraDecimals("1,234")).toBe("1,234");
    expect(dropExtraDecimals("")).toBe("");
    expect(dropExtraDecimals("abc")).toBe("abc");
  });
});
