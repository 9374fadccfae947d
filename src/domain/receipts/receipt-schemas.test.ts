import { describe, expect, it } from "vitest";
import { regularPriceSchema } from "./receipt-schemas";

const read = (customRegularPrice: unknown) => regularPriceSchema.safeParse({ customRegularPrice });
const message = (customRegularPrice: unknown) => read(customRegularPrice).error?.issues[0]?.message;

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
    expect(message(input)).toBe(expected);
  });
});
