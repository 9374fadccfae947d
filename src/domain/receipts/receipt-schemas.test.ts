import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/translators";
import { idParamsSchema, itemDetailsSchema, itemIndexParamsSchema, MAX_ITEM_INDEX, regularPriceSchema } from "./receipt-schemas";

const read = (customRegularPrice: unknown) => regularPriceSchema.safeParse({ customRegularPrice });
// Messages are catalogue keys (with arguments): the English reader sees what the translator says.
const english = (text: string) => translatorFor("en-CA").text(text);
const message = (customRegularPrice: unknown) => read(customRegularPrice).error?.issues[0]?.message ?? "";

describe("receipt prices (dollars as numbers or typed text)", () => {
  it.each([
    [4.99, 4.99],
    ["4.99", 4.99],
    ["$4.99", 4.99],
    ["4,99", 4.99],
    ["1,234.50", 1234.5],
    [10_000, 10_000],
    [null, null],
  ])("reads %j as %j", (input, dollars) => {
    expect(read(input).data?.customRegularPrice).toBe(dollars);
  });

  it.each([
    ["abc", "Please enter a valid number"],
    ["", "Please enter a valid number"],
    [4.999, "Please enter a valid number"],
    [true, "Please enter a valid number"],
    [-1, "Price cannot be negative"],
    ["-2.50", "Price cannot be negative"],
    [10_000.01, "Price must be under $10,000"],
    [1e21, "Please enter a valid number"],
  ])("refuses %j: %s", (input, expected) => {
    expect(english(message(input))).toBe(expected);
  });
});

describe("receipt bounds: nothing reaches a 32-bit integer column out of range", () => {
  const index = (value: unknown) => itemIndexParamsSchema.safeParse({ receiptId: "r1", index: value });

  it("reads a line index from 0 to MAX_ITEM_INDEX", () => {
    expect(index("0").data?.index).toBe(0);
    expect(index(String(MAX_ITEM_INDEX)).data?.index).toBe(MAX_ITEM_INDEX);
  });

  it.each(["-1", "1.5", String(MAX_ITEM_INDEX + 1), "2147483648", "99999999999999999999", "1e400", "NaN", "abc"])(
    "refuses the index %s as an invalid item index",
    (value) => {
      expect(english(index(value).error?.issues[0]?.message ?? "")).toBe("Invalid item index");
    },
  );

  it("takes ids as strings of 1 to 100 characters", () => {
    expect(idParamsSchema.safeParse({ id: "x".repeat(100) }).success).toBe(true);
    for (const id of ["", "x".repeat(101), 42, null]) expect(idParamsSchema.safeParse({ id }).success, String(id)).toBe(false);
  });

  it("bounds a line's quantity at 999 and its price under $10,000", () => {
    const details = (quantity: unknown, price: unknown = "4.99") => itemDetailsSchema.safeParse({ productName: "GF Bread", price, quantity });
    expect(details(999).data?.quantity).toBe(999);
    expect(english(details(999.5).error?.issues[0]?.message ?? "")).toBe("The quantity must be at most 999");
    expect(english(details(2 ** 31).error?.issues[0]?.message ?? "")).toBe("The quantity must be at most 999");
    expect(english(details(2, 21_474_836.48).error?.issues[0]?.message ?? "")).toBe("Price must be under $10,000");
    expect(details(2, 2 ** 31).success).toBe(false);
  });
});
