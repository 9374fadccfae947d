import { describe, expect, it } from "vitest";
import { findOrderNumber } from "./find-order-number";

describe("findOrderNumber", () => {
  it.each([
    ["Order #112-4417520-3329811", "112-4417520-3329811"],
    ["Order number: 48213", "48213"],
    ["Invoice No. INV-778123", "INV-778123"],
    ["Commande no 55521", "55521"],
    ["Your order # 9001234 has shipped", "9001234"],
  ])("reads %s", (line, number) => {
    expect(findOrderNumber(["Thank you", line])).toBe(number);
  });

  it.each([["ORDER TOTAL 12.99"], ["Your order from No Frills was placed on March 31st, 2023"], ["GF BREAD 5.99"], ["Order summary"]])(
    "finds none in %s",
    (line) => {
      expect(findOrderNumber([line])).toBeNull();
    },
  );
});
