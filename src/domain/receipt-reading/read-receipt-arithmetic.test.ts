import { describe, expect, it } from "vitest";
import type { DraftLine } from "./assemble-items";
import { itemsTarget, readByArithmetic } from "./read-receipt-arithmetic";
import { parseReceiptText } from "./parse-receipt-text";

const line = (name: string, priceCents: number, doubt: { savingsNote?: boolean; signDoubt?: boolean } = {}): DraftLine => ({
  name, priceCents, discountCents: 0, appliesTo: null, quantity: 1, kind: priceCents < 0 ? "discount" : "item", upc: null,
  computed: false, unreadable: false, alternatives: [], ...doubt,
});
const note = { savingsNote: true };
const names = (lines: DraftLine[]) => lines.map((l) => `${l.name} ${l.priceCents}`);

describe("the receipt's arithmetic decides how a savings note reads (the decision table)", () => {
  const lines = [line("CEREAL", 399), line("CARD SAVINGS", -100, note), line("YOGURT", 250), line("CARD SAVINGS", -50, note)];
  const inPrice = ["CEREAL 399", "YOGURT 250"];

  it("deducts the notes when only that reading adds up to the subtotal", () => {
    const read = readByArithmetic(lines, { subtotalCents: 499, totalCents: null, taxes: [] });
    expect(names(read)).toEqual(["CEREAL 399", "CARD SAVINGS -100", "YOGURT 250", "CARD SAVINGS -50"]);
  });

  it("drops the notes when the prices already include them (subtotal, or total less taxes with none printed)", () => {
    expect(names(readByArithmetic(lines, { subtotalCents: 649, totalCents: null, taxes: [] }))).toEqual(inPrice);
    expect(names(readByArithmetic(lines, { subtotalCents: null, totalCents: 671, taxes: [{ cents: 22 }] }))).toEqual(inPrice);
  });

  it("reads the notes as already in the prices when nothing adds up, or nothing is printed to add up to", () => {
    expect(names(readByArithmetic(lines, { subtotalCents: 1000, totalCents: null, taxes: [] }))).toEqual(inPrice);
    expect(names(readByArithmetic(lines, { subtotalCents: null, totalCents: null, taxes: [] }))).toEqual(inPrice);
    // An unreadable tax leaves total − taxes unknown.
    expect(itemsTarget({ subtotalCents: null, totalCents: 671, taxes: [{ cents: null }] })).toBeNull();
  });

  it("leaves a receipt without doubtful rows as it is", () => {
    expect(readByArithmetic([line("MILK", 499)], { subtotalCents: 499, totalCents: null, taxes: [] })).toEqual([line("MILK", 499)]);
  });
});

describe("the receipt's arithmetic decides the sign of an amount whose minus no word explains", () => {
  // A warehouse till's layout: a tax-flag column right of the amounts, which the OCR may read as a minus.
  const lines = [line("PORK TAMALE", 1599), line("OG ARTISAN", -379, { signDoubt: true }), line("EGGS 72CT", 999), line("TERIYAKI MTBL", -1379, { signDoubt: true })];

  it("reads as items the minus signs that make the lines add up to the subtotal, and no more", () => {
    expect(names(readByArithmetic(lines, { subtotalCents: 1599 + 379 + 999 + 1379, totalCents: null, taxes: [] }))).toEqual([
      "PORK TAMALE 1599", "OG ARTISAN 379", "EGGS 72CT 999", "TERIYAKI MTBL 1379",
    ]);
    expect(names(readByArithmetic(lines, { subtotalCents: 1599 + 379 + 999 - 1379, totalCents: null, taxes: [] }))).toEqual([
      "PORK TAMALE 1599", "OG ARTISAN 379", "EGGS 72CT 999", "TERIYAKI MTBL -1379",
    ]);
  });

  it("keeps the minus as printed when no reading adds up", () => {
    expect(readByArithmetic(lines, { subtotalCents: 5, totalCents: null, taxes: [] }).map((l) => l.priceCents)).toEqual([1599, -379, 999, -1379]);
  });
});

describe("parseReceiptText reads savings notes and unfamiliar total words by the arithmetic", () => {
  const read = (rows: string[]) => parseReceiptText(rows.join("\n"), { referenceDate: "2026-11-25" });

  it("a loyalty till: net prices, a regular price and a card saving under each, a BALANCE for the total", () => {
    const r = read([
      "GROCER", "GROCERY", "WHOLE GRAIN CEREAL   3.99 S", "Regular Price   4.99", "Card Savings   1.00-",
      "OAT YOGURT   1.00 S", "Regular Price   1.25", "Card Savings   0.25-", "TAX   0.22", "**** BALANCE   5.21", "VISA   5.21",
    ]);
    expect(r.lines.map((l) => [l.name, l.priceCents])).toEqual([["WHOLE GRAIN CEREAL", 399], ["OAT YOGURT", 100]]);
    expect(r.totalCents).toBe(521);
    expect(r.balanced).toBe(true);
  });

  it("a till that deducts its savings as rows of their own, under a printed subtotal", () => {
    const r = read(["GROCER", "WHOLE GRAIN CEREAL   4.99", "MEMBER SAVINGS   1.00-", "OAT YOGURT   1.25", "SUBTOTAL   5.24", "TOTAL   5.24"]);
    expect(r.lines.map((l) => [l.name, l.priceCents, l.kind])).toEqual([
      ["WHOLE GRAIN CEREAL", 499, "item"],
      ["MEMBER SAVINGS", -100, "discount"],
      ["OAT YOGURT", 125, "item"],
    ]);
    expect(r.balanced).toBe(true);
  });

  it("a summary in other words: items in the transaction, a balance to pay, a card line", () => {
    const r = read(["SHOP", "RICE CRACKERS   $3.29", "TEA BISCUITS   $2.79", "Items in Transaction:2", "Balance to pay   $6.08", "MasterCard   $6.08"]);
    expect(r.lines.map((l) => l.name)).toEqual(["RICE CRACKERS", "TEA BISCUITS"]);
    expect(r.totalCents).toBe(608);
  });
});

describe("the amount paid stands for a total printed in words the reader does not know", () => {
  const read = (rows: string[]) => parseReceiptText(rows.join("\n"), { referenceDate: "2026-11-25" });

  it("takes the card line, or the cash less the change, that the lines and taxes come to, and not the cash handed over", () => {
    const r = read(["SHOP", "RICE CRACKERS   3.29", "TEA BISCUITS   2.79", "TAX   0.30", "CASH   10.00"]);
    expect(r.totalCents).toBeNull();
    expect(read(["SHOP", "RICE CRACKERS   3.29", "TEA BISCUITS   2.79", "TAX   0.30", "CASH   10.00", "CHANGE DUE   3.62"]).totalCents).toBe(638);
    const card = read(["SHOP", "RICE CRACKERS   3.29", "TEA BISCUITS   2.79", "TAX   0.30", "AMT TO COLLECT   6.38", "VISA   6.38"]);
    expect(card.totalCents).toBe(638);
    expect(card.balanced).toBe(true);
  });
});

describe("a printed coupon is deducted, unless the receipt adds up only with it already in the price", () => {
  const lines = [line("ICE CREAM", 299), line("SC ECPN ICECREAM", -100), line("APPLES", 526)];

  it("keeps the coupon deducted when that adds up, as the words suggest", () => {
    expect(names(readByArithmetic(lines, { subtotalCents: 725, totalCents: null, taxes: [] }))).toEqual(["ICE CREAM 299", "SC ECPN ICECREAM -100", "APPLES 526"]);
    expect(names(readByArithmetic(lines, { subtotalCents: null, totalCents: null, taxes: [] }))).toHaveLength(3);
  });

  it("drops it when only the net prices add up to the total less the taxes", () => {
    expect(names(readByArithmetic(lines, { subtotalCents: null, totalCents: 882, taxes: [{ cents: 57 }] }))).toEqual(["ICE CREAM 299", "APPLES 526"]);
  });
});

describe("an amount after the items in words no family knows is the total when the arithmetic says so", () => {
  const read = (rows: string[]) => parseReceiptText(rows.join("\n"), { referenceDate: "2026-11-25" });

  it("takes the row that the subtotal and taxes come to, whatever its words, and not the cash handed over", () => {
    const r = read(["SHOP", "RICE CRACKERS   3.29", "TEA BISCUITS   2.79", "TAX   0.30", "AMT TO COLLECT   6.38", "CASH   10.00", "CHANGE   3.62"]);
    expect(r.totalCents).toBe(638);
    expect(r.lines.map((l) => l.name)).toEqual(["RICE CRACKERS", "TEA BISCUITS"]);
  });

  it("takes what was paid after a total word whose amount the OCR could not read", () => {
    // A German till: the total's amount has a speck in it, the cash line ("Bar") says what was paid.
    const r = read(["REAL", "KAROTTENSALAT   1,19 E", "INDISCHES CHICKEN   3,99 E", "SUMME   EUR   5,127", "Bar   EUR   5,18"]);
    expect(r.totalCents).toBe(518);
  });

  it("leaves the total unread when no amount after the items is what the lines and taxes come to", () => {
    const r = read(["SHOP", "RICE CRACKERS   3.29", "TEA BISCUITS   2.79", "TAX   0.30", "REF 4410   7.10", "CASH   10.00"]);
    expect(r.totalCents).toBeNull();
  });
});

describe("a total the receipt's arithmetic denies gives way to what was paid", () => {
  const read = (rows: string[]) => parseReceiptText(rows.join("\n"), { referenceDate: "2026-11-25" });
  const items = ["FOODLAND", "GF PASTA   4.49", "MILK 2L   5.29", "SUBTOTAL   9.78"];

  it("takes the card line when the total row carries the tax's amount", () => {
    // The amount column one row off at the end: the HST's amount printed beside TOTAL.
    const r = read([...items, "H=HST 15%   0.67", "TOTAL   0.67", "DEBIT TEND   10.45", "CHANGE   0.00"]);
    expect(r.totalCents).toBe(1045);
    expect(r.balanced).toBe(true);
  });

  it("keeps a printed total that adds up, and one that no payment contradicts", () => {
    expect(read([...items, "H=HST 15%   0.67", "TOTAL   10.45", "CASH   20.00"]).totalCents).toBe(1045);
    expect(read([...items, "H=HST 15%   0.67", "TOTAL   11.45", "CASH   20.00"]).totalCents).toBe(1145);
  });

  it("keeps a document's own total, which no recogniser misread, even where a payment is what the lines come to", () => {
    // An e-mail's order total holds a charge it does not itemise, and a store credit paid the itemised part.
    const rows = [...items, "H=HST 15%   0.67", "TOTAL   13.94", "VISA   10.45"];
    expect(read(rows).totalCents).toBe(1045);
    expect(parseReceiptText(rows.join("\n"), { referenceDate: "2026-11-25", exactText: true }).totalCents).toBe(1394);
  });
});

