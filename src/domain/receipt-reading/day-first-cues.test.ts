import { describe, expect, it } from "vitest";
import { saysDayFirst } from "./day-first-cues";

describe("saysDayFirst", () => {
  it("reads the day first on a receipt whose prices include the GST or VAT", () => {
    // A New Zealand greengrocer's footer, and a grocer's line under the items (as the OCR read it).
    expect(saysDayFirst(["Date 9/04/2022  Time 4:01:11", "All prices include GST"])).toBe(true);
    expect(saysDayFirst(["This receipt inciudes GST of $2.88"])).toBe(true);
  });

  it("reads the day first when the store's address is in such a country", () => {
    expect(saysDayFirst(["countdown.co.nz"])).toBe(true);
    expect(saysDayFirst(["www.tesco.com"])).toBe(false);
  });

  it("leaves a North American receipt, the tax added on top, as it was", () => {
    expect(saysDayFirst(["SUBTOTAL 9.48", "GST 5% 0.47", "TOTAL 9.95", "walmart.ca"])).toBe(false);
  });
});
