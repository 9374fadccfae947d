import { describe, expect, it } from "vitest";
import { lineItemParamsSchema, lineItemUpdateSchema, MAX_LINE_PRICE_CENTS, reportQuerySchema } from "./tax-report-schemas";

import { translatorFor } from "../i18n/translators";

// The schema's message is a catalogue key (with arguments); the English reader sees this.
const message = (input: unknown) => translatorFor("en-CA").text(lineItemUpdateSchema.safeParse(input).error?.issues[0]?.message ?? "");

describe("lineItemUpdateSchema", () => {
  it("reads a quantity and a regular price for one pack, in cents", () => {
    expect(lineItemUpdateSchema.parse({ quantity: "1.5", non_gf_unit_price: "3.49" })).toEqual({ quantity: 1.5, non_gf_unit_price: 349 });
    expect(lineItemUpdateSchema.parse({ quantity: 2 })).toEqual({ quantity: 2 });
  });

  it("refuses a quantity that is not above 0, up to 999, with at most 3 decimals", () => {
    for (const quantity of [0, -2, 1000, 999.5, "0.0001", "1/2", true]) {
      expect(message({ quantity }), String(quantity)).toBe("The quantity must be a number above 0 and up to 999, with at most 3 decimals");
    }
  });

  it("takes the regular price for a pack or for the line, not both", () => {
    expect(message({ non_gf_unit_price: "3.49", non_gf_equiv_price: "6.98" })).toBe(
      "Send the regular price for one pack or for the whole line, not both",
    );
    expect(lineItemUpdateSchema.parse({ non_gf_equiv_price: "6.98" })).toEqual({ non_gf_equiv_price: 698 });
  });

  it("bounds every price at $10,000, far below a 32-bit integer column", () => {
    expect(lineItemUpdateSchema.parse({ gf_price: "10000" })).toEqual({ gf_price: MAX_LINE_PRICE_CENTS });
    for (const field of ["gf_price", "non_gf_equiv_price", "non_gf_unit_price"]) {
      for (const price of ["10000.01", 21_474_836.48, "999999999.99"]) {
        expect(message({ [field]: price }), `${field} ${price}`).toBe("A line's prices must be $10,000 or less");
      }
      // Beyond a billion dollars it is not read as a price at all.
      expect(message({ [field]: 2 ** 31 })).toBe("Please enter a valid price (e.g., 12.34, 100, 80.5)");
    }
  });

  it("bounds the ignored savings text and the line id", () => {
    expect(message({ quantity: 1, savings: "x".repeat(51) })).toBeDefined();
    expect(lineItemParamsSchema.safeParse({ id: "x".repeat(101) }).success).toBe(false);
  });
});

describe("reportQuerySchema", () => {
  it("takes a tax year from 2000 to 2100 and a month from 1 to 12, nothing larger", () => {
    expect(reportQuerySchema.parse({ year: "2025" })).toEqual({ year: 2025, endMonth: 12 });
    for (const query of [{ year: "2147483648" }, { year: "1e400" }, { year: 2025, endMonth: 2 ** 31 }, { year: 2025, endMonth: "13" }]) {
      expect(reportQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
