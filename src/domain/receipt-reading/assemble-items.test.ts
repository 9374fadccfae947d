import { describe, expect, it } from "vitest";
import { assembleItems } from "./assemble-items";
import { classifyReceiptLine } from "./classify-receipt-line";

const assemble = (text: string) =>
  assembleItems(text.split("\n").map(classifyReceiptLine)).map(({ name, priceCents, quantity, kind, unreadable, computed }) => ({
    name,
    priceCents,
    quantity,
    kind,
    ...(unreadable ? { unreadable } : {}),
    ...(computed ? { computed } : {}),
  }));

describe("assembleItems", () => {
  it("keeps item, deposit and fee lines in order", () => {
    expect(assemble("COKE 12X355ML   8.39 H\nDEPOSIT   1.20\nECO FEE   0.15 H")).toEqual([
      { name: "COKE 12X355ML", priceCents: 839, quantity: 1, kind: "item" },
      { name: "DEPOSIT", priceCents: 120, quantity: 1, kind: "deposit" },
      { name: "ECO FEE", priceCents: 15, quantity: 1, kind: "fee" },
    ]);
  });

  it("gives a quantity line printed above its item to that item", () => {
    expect(assemble("LEMONS 0.79\n  2 @ 6,19\nSCHAR CIABATTA ROLLS   12,38")).toEqual([
      { name: "LEMONS", priceCents: 79, quantity: 1, kind: "item" },
      { name: "SCHAR CIABATTA ROLLS", priceCents: 1238, quantity: 2, kind: "item" },
    ]);
  });

  it("takes the amount of a name-only line from the quantity line below it", () => {
    expect(assemble("995120687791 GF BREAD UDIS\n3 @ $6.99                     20.97")).toEqual([
      { name: "GF BREAD UDIS", priceCents: 2097, quantity: 3, kind: "item" },
    ]);
  });

  it("gives a quantity line without amount printed below its item to that item, by arithmetic", () => {
    expect(assemble("BLACK BEANS 540ML   5.00\n  2 @ 2/5.00\nLEMONS 0.79")).toEqual([
      { name: "BLACK BEANS 540ML", priceCents: 500, quantity: 2, kind: "item" },
      { name: "LEMONS", priceCents: 79, quantity: 1, kind: "item" },
    ]);
  });

  it("takes a weighed item's amount from its weight line, or works it out when unreadable", () => {
    expect(assemble("4235 PORK LOIN CHOPS\n\n1.894 kg @ $10.09/kg 19.11")).toEqual([
      { name: "PORK LOIN CHOPS", priceCents: 1911, quantity: 1, kind: "item" },
    ]);
    expect(assemble("GALA APPLES\n0.893 kg @ $4.69/kg           ana Le")).toEqual([
      { name: "GALA APPLES", priceCents: 419, quantity: 1, kind: "item", computed: true },
    ]);
  });

  it("takes an amount printed alone under a weighed item's line", () => {
    expect(assemble("BANANAS\n0.846 kg @ $1.52/kg\n   1.29")).toEqual([{ name: "BANANAS", priceCents: 129, quantity: 1, kind: "item" }]);
  });

  it("gives a weight line above the item to nothing (the item line has the amount)", () => {
    expect(assemble("0.456 kg @ $4.39/kg\nBANANAS     2.00")).toEqual([{ name: "BANANAS", priceCents: 200, quantity: 1, kind: "item" }]);
  });

  it("keeps discounts as negative lines for folding later", () => {
    expect(assemble("GF MACARONI 4.39\nINSTANT SAVINGS -1.00")).toEqual([
      { name: "GF MACARONI", priceCents: 439, quantity: 1, kind: "item" },
      { name: "INSTANT SAVINGS", priceCents: -100, quantity: 1, kind: "discount" },
    ]);
  });

  it("keeps a name whose amount is garbled as an unreadable line, and drops header-like names", () => {
    expect(assemble("CASHIER 12 LANE 3\nSTRAWBERRIES 1LB    5.39\nPEANUT BUTTER 1KG                  Dotx)\nGREEK YOGURT 750G  6.69")).toEqual([
      { name: "STRAWBERRIES 1LB", priceCents: 539, quantity: 1, kind: "item" },
      { name: "PEANUT BUTTER 1KG", priceCents: 0, quantity: 1, kind: "item", unreadable: true },
      { name: "GREEK YOGURT 750G", priceCents: 669, quantity: 1, kind: "item" },
    ]);
  });

  it("uses the count × price of a `2 @` line above a name whose amount was lost", () => {
    expect(assemble("2 @ 3.39\nBARILLA PENNE 900G")).toEqual([
      { name: "BARILLA PENNE 900G", priceCents: 678, quantity: 2, kind: "item", computed: true },
    ]);
  });

  it("gives a `3 @` line above an item to it, not to a noise line before it, when the amounts say so", () => {
    expect(assemble("KAKAHAH AAA A OK OR DK AE A KDE\n3 @ 4.99\n228642145204 BABY SPINACH       14.97")).toEqual([
      { name: "BABY SPINACH", priceCents: 1497, quantity: 3, kind: "item" },
    ]);
    // With a name before it whose amount was garbled, that name stays as an unreadable line.
    expect(assemble("PEANUT BUTTER 1KG                  Dotx)\n3 @ 4.99\nBABY SPINACH       14.97")).toEqual([
      { name: "PEANUT BUTTER 1KG", priceCents: 0, quantity: 1, kind: "item", unreadable: true },
      { name: "BABY SPINACH", priceCents: 1497, quantity: 3, kind: "item" },
    ]);
  });

  it("reads a misread `2 @` line only when the item next to it multiplies out", () => {
    expect(assemble("282.69\nCHOC BAR 100G         5.38 G")).toEqual([{ name: "CHOC BAR 100G", priceCents: 538, quantity: 2, kind: "item" }]);
    expect(assemble("282.69\nCHOC BAR 100G         5.49 G")).toEqual([{ name: "CHOC BAR 100G", priceCents: 549, quantity: 1, kind: "item" }]);
  });
});
