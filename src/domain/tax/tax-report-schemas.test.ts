import { describe, expect, it } from "vitest";
import { lineItemUpdateSchema } from "./tax-report-schemas";

const message = (input: unknown) => lineItemUpdateSchema.safeParse(input).error?.issues[0]?.message;

describe("lineItemUpdateSchema", () => {
  it("reads a quantity and a regular price for one pack, in cents", () => {
    expect(lineItemUpdateSchema.parse({ quantity: "1.5", non_gf_unit_price: "3.49" })).toEqual({ quantity: 1.5, non_gf_unit_price: 349 });
    expect(lineItemUpdateSchema.parse({ quantity: 2 })).toEqual({ quantity: 2 });
  });

  it("refuses a quantity that is not above 0, up to 1000, with at most 3 decimals", () => {
    for (const quantity of [0, -2, 1000.5, "0.0001", "1/2", true]) {
      expect(message({ quantity }), String(quantity)).toBe("The quantity must be a number above 0 and up to 1000, with at most 3 decimals");
    }
  });

  it("takes the regular price for a pack or for the line, not both", () => {
    expect(message({ non_gf_unit_price: "3.49", non_gf_equiv_price: "6.98" })).toBe(
      "Send the regular price for one pack or for the whole line, not both",
    );
    expect(lineItemUpdateSchema.parse({ non_gf_equiv_price: "6.98" })).toEqual({ non_gf_equiv_price: 698 });
  });
});
