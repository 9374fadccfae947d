import { describe, expect, it } from "vitest";
import { classifyReceiptLine } from "#domain/receipt-reading/classify-receipt-line";
import { withoutRowsOutsideTheOrder } from "./order-block";

const arranged = (rows: string[]) => withoutRowsOutsideTheOrder(rows, rows.map(classifyReceiptLine));

describe("withoutRowsOutsideTheOrder", () => {
  it("leaves out products suggested with prices above the order's items, which do not add up to its subtotal", () => {
    const rows = [
      "You might also like",
      "GF Pizza Crust   $8.39",
      "Rice Crackers   $4.75",
      "Item   Price",
      "GF Bread   $6.13",
      "Qty 1 × $6.13",
      "Oat Milk   $5.48",
      "Qty 1 × $5.48",
      "Subtotal   $11.61",
      "Delivery fee   $3.99",
      "Total   $15.60",
    ];
    expect(arranged(rows)).toEqual(["You might also like", "Item   Price", ...rows.slice(4)]);
  });

  it("leaves out suggestions printed between the order's items and its summary", () => {
    const rows = ["GF Bread   $6.13", "Oat Milk   $5.48", "Pairs well with your order", "GF Pasta   $3.49", "Subtotal   $11.61", "Total   $11.61"];
    expect(arranged(rows)).toEqual(["GF Bread   $6.13", "Oat Milk   $5.48", "Pairs well with your order", "Subtotal   $11.61", "Total   $11.61"]);
  });

  it("keeps every item when they add up to the subtotal", () => {
    const rows = ["GF Bread   $6.13", "Oat Milk   $5.48", "Subtotal   $11.61", "Total   $11.61"];
    expect(arranged(rows)).toEqual(rows);
  });

  it("keeps every item when no run of them set apart from the others adds up (a misread, not another block)", () => {
    // $6.13 alone is the subtotal, but nothing but another item stands between it and the rest.
    const rows = ["GF Bread   $6.13", "Oat Milk   $5.48", "Subtotal   $6.13", "Total   $6.13"];
    expect(arranged(rows)).toEqual(rows);
  });
});
