import { describe, expect, it } from "vitest";
import { parseMisreadMultiBuy, parseMultiBuyLine, parseWasNowLine, parseWeighedLine } from "./parse-quantity-line";

describe("parseMultiBuyLine", () => {
  it.each([
    ["  2 @ 3.49", { quantity: 2, expectedCents: 698, cents: null }],
    ["3 @ $6.99                     20.97", { quantity: 3, expectedCents: 2097, cents: 2097 }],
    ["2 @ 6,19", { quantity: 2, expectedCents: 1238, cents: null }],
    ["2@7.89", { quantity: 2, expectedCents: 1578, cents: null }],
    ["2 @ 2/5.00", { quantity: 2, expectedCents: 500, cents: null }],
    ["3 @ 2/5.00        7.50", { quantity: 3, expectedCents: 750, cents: 750 }],
    ["2 X 3.49", { quantity: 2, expectedCents: 698, cents: null }],
    ["2 à 3,49 $", { quantity: 2, expectedCents: 698, cents: null }],
    ["2 @ 3.49 EA      6.98 H", { quantity: 2, expectedCents: 698, cents: 698 }],
    ["3 € 6.99", { quantity: 3, expectedCents: 2097, cents: null }],
    ["2 @Q2.99", { quantity: 2, expectedCents: 598, cents: null }],
    // One item at its price, printed under its name (a till that prints every item's count).
    ["1 @ $24.88   24.88", { quantity: 1, expectedCents: 2488, cents: 2488 }],
  ])("%s", (line, expected) => expect(parseMultiBuyLine(line)).toEqual(expected));

  // A shelf price printed with its multi-buy offer under the item's name (a Canadian supermarket's layout, as read).
  it.each([
    ["$0.89 ea or 10/$8.00 KB      1.78", { quantity: 2, expectedCents: 178, cents: 178 }],
    ["0.89 ea Dr 10/s8.00 KB 1.78", { quantity: 2, expectedCents: 178, cents: 178 }],
    ["5.49 e8 or 2/s10.00 KB   10.98", { quantity: 2, expectedCents: 1098, cents: 1098 }],
    ["5.49 e8 or 2/s10.00 KB   10.00", { quantity: 2, expectedCents: 1000, cents: 1000 }],
    ["$3.99 ea or 2/$7.00", { quantity: 1, expectedCents: 399, cents: null }],
  ])("reads the count from the amount in %j", (line, expected) => expect(parseMultiBuyLine(line)).toEqual(expected));

  // Under an item printed at its final amount, a department store's row: item code, count, shelf price, discount.
  it.each([
    ["810586804 4 @ 11.99 Disc (14.40)", { quantity: 4, expectedCents: 3356, cents: null }],
    ["810564611 1 @ 11.17 Disc (2.23)", { quantity: 1, expectedCents: 894, cents: null }],
    ["2 @ 4.99 DISCOUNT 3.00-", { quantity: 2, expectedCents: 698, cents: null }],
  ])("reads %j as the count less its discount", (line, expected) => expect(parseMultiBuyLine(line)).toEqual(expected));

  it("does not take a long number alone for an item code", () => {
    expect(parseMultiBuyLine("810586804")).toBeNull();
  });

  it("leaves an offer row whose amount is not a whole count of the shelf price", () => {
    expect(parseMultiBuyLine("$0.89 ea or 10/$8.00 KB      1.50")).toBeNull();
  });

  it.each(["GRANOLA BARS 6PK 4.19", "1 X 3.49", "1 A 3.49", "12X355ML COKE 8.39", "2 @ THE STORE"])("not %j", (line) => {
    expect(parseMultiBuyLine(line)).toBeNull();
  });
});

describe("an e-receipt's count line", () => {
  it("reads the count after its word", () => {
    expect(parseMultiBuyLine("Qty 2 × $5.99")).toEqual({ quantity: 2, expectedCents: 1198, cents: null });
    expect(parseMultiBuyLine("Qty 1 × $7.49")).toEqual({ quantity: 1, expectedCents: 749, cents: null });
    // An order page's row under each item: one, then a price marked by its dollar sign.
    expect(parseMultiBuyLine("1 x $4.99")).toEqual({ quantity: 1, expectedCents: 499, cents: null });
  });
});

describe("parseWeighedLine", () => {
  it("reads an e-receipt's weight times a price per the same unit", () => {
    expect(parseWeighedLine("4.0 kg x $1.74")).toEqual({ quantity: 1, expectedCents: 696, cents: null });
    expect(parseWeighedLine("1.6 kg x $7.69")).toEqual({ quantity: 1, expectedCents: 1230, cents: null });
    expect(parseWeighedLine("1.6 kg x $7.69 extra")).toBeNull();
  });

  it.each([
    ["  0.456 kg @ $4.39/kg        2.00", { quantity: 1, expectedCents: 200, cents: 200 }],
    ["1,751 kg @ 4,99 $/kg             8,74", { quantity: 1, expectedCents: 874, cents: 874 }],
    ["0.719 kg @ 5,99 S/kg             4,31", { quantity: 1, expectedCents: 431, cents: 431 }],
    ["0.360 kg @ S2.59/kg                e.93", { quantity: 1, expectedCents: 93, cents: 93 }],
    ["0.603 kg @ $S8.59/kg        5.18", { quantity: 1, expectedCents: 518, cents: 518 }],
    ["1.235 kg @ $1.52/kg          ie.", { quantity: 1, expectedCents: 188, cents: null }],
    ["0.224 kg @ $7.69/kg              1/2", { quantity: 1, expectedCents: 172, cents: null }],
    ["1.25 lb @ $2.99/lb     3.74", { quantity: 1, expectedCents: 374, cents: 374 }],
    ["0.350 kg @ $1.29/100g   4.52", { quantity: 1, expectedCents: 452, cents: 452 }],
  ])("%s", (line, expected) => expect(parseWeighedLine(line)).toEqual(expected));

  it.each(["BASMATI RICE 2KG 7.49", "POMMES DE TERRE 4.54KG 7,89", "2 @ 3.49"])("not %j", (line) => {
    expect(parseWeighedLine(line)).toBeNull();
  });
});

describe("parseMisreadMultiBuy", () => {
  it("reads an @ taken for a digit as every count × price it could be", () => {
    expect(parseMisreadMultiBuy("282.69").map((r) => r.expectedCents)).toEqual([538]);
    expect(parseMisreadMultiBuy("3824.69").map((r) => r.expectedCents)).toEqual([1407, 7407]);
    expect(parseMisreadMultiBuy("2 0 2.99").map((r) => r.quantity)).toEqual([2]);
  });

  it("leaves plain amounts alone", () => {
    expect(parseMisreadMultiBuy("25.99")).toEqual([]);
    expect(parseMisreadMultiBuy("1.99")).toEqual([]);
    expect(parseMisreadMultiBuy("12.38")).toEqual([]);
  });
});

describe("a weighed row that says its weight is net, as the OCR reads it", () => {
  // A supermarket that prints the weight row under the name, the amount at its end: "NET" of the tray, read "NEI".
  it.each([
    ["0.822 kg NET @ $6. 00/kg   4.93", { quantity: 1, expectedCents: 493, cents: 493 }],
    ["0. 277 kg NEI @ $2.80/kg   0.78", { quantity: 1, expectedCents: 78, cents: 78 }],
    ["0.267 kg NE1 @ $3.49/kg   0.93", { quantity: 1, expectedCents: 93, cents: 93 }],
    ["1. 03 1b @ 2.99 /lb", { quantity: 1, expectedCents: 308, cents: null }],
    // A price per one pound, the @ lost and "lb" read "1b".
    ["1.76 lb 1 1b /   2.99", { quantity: 1, expectedCents: 526, cents: null }],
  ])("%j", (line, expected) => expect(parseWeighedLine(line)).toEqual(expected));

  it("reads a count row whose word is spaced from its count", () => {
    expect(parseMultiBuyLine("Qty    2 @ $1.30    each    2.60")).toEqual({ quantity: 2, expectedCents: 260, cents: 260 });
  });
});

describe("parseWasNowLine", () => {
  it("reads the price charged from a sale row under its item's name", () => {
    expect(parseWasNowLine("was   4.09   now   1.89 F")).toEqual({ quantity: 1, expectedCents: 189, cents: 189 });
    expect(parseWasNowLine("WAS $2.75 NOW $2.00")).toEqual({ quantity: 1, expectedCents: 200, cents: 200 });
  });

  it("leaves other rows alone", () => {
    expect(parseWasNowLine("WASABI PEAS   3.49")).toBeNull();
  });
});
