import { describe, expect, it } from "vitest";
import { classifyReceiptLine } from "./classify-receipt-line";
import { splitSections } from "./split-sections";

const split = (lines: string[]) => splitSections(lines.map(classifyReceiptLine));

describe("splitSections", () => {
  it("finds the header, the items, and the end of the totals", () => {
    const lines = ["LOBLAWS", "647 BANK ST", "DATE: 2025-03-14", "BREAD 3.99", "MILK 5.49", "SUBTOTAL 9.48", "HST 13% 0.00", "TOTAL 9.48", "VISA 9.48"];
    expect(split(lines)).toEqual({ itemsStart: 3, itemsEnd: 5, totalsEnd: 8 });
  });

  it("starts the items at the name above a first weighed item", () => {
    const lines = ["LOBLAWS", "DATE: 2025-03-14", "BANANAS", "0.846 kg @ $1.52/kg  1.29", "SUBTOTAL 1.29", "TOTAL 1.29"];
    expect(split(lines).itemsStart).toBe(2);
  });

  it("starts the items at the name above a first amount printed alone, a price note between them", () => {
    // A till that prints the name, then "( Normally $ 5.00 )", then "price x count amount" on the row below.
    const lines = ["JAPAN MART", "Date:23/05/2022 14:08", "UCC COFFEE 930ml", "( Normally $ 5.00 )", "$3.70   x1   $3.70"];
    expect(split(lines).itemsStart).toBe(2);
  });

  it("starts the items at a first item whose amount is unreadable", () => {
    const lines = ["LOBLAWS", "CASHIER 198     TR# 13333", "CHOC BAR 100G                  2.:99-G", "MILK 4.49", "TOTAL 7.48"];
    expect(split(lines).itemsStart).toBe(2);
  });

  it("ends the items at the first tax or total when there is no subtotal", () => {
    expect(split(["X", "BREAD 3.99", "GST 5% 0.00", "TOTAL 3.99"])).toEqual({ itemsStart: 1, itemsEnd: 2, totalsEnd: 4 });
    expect(split(["X", "BREAD 3.99", "TOTAL 3.99", "CASH 5.00"])).toEqual({ itemsStart: 1, itemsEnd: 2, totalsEnd: 3 });
  });

  it("runs to the end when there are no totals", () => {
    expect(split(["X", "BREAD 3.99", "MILK 5.49"])).toEqual({ itemsStart: 1, itemsEnd: 3, totalsEnd: 3 });
  });
});
