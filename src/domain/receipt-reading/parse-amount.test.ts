import { describe, expect, it } from "vitest";
import { parseUnitPrice, roundCents, splitTrailingAmount } from "./parse-amount";

describe("splitTrailingAmount", () => {
  it("reads no second flag column out of lower-case speckle", () => {
    expect(splitTrailingAmount("ebnedegausnan STEINOFENBROETCHEN Tovitla 0,29 r c")).toBeNull();
  });

  it.each([
    ["GRANOLA BARS 6PK                 4.19 H", "GRANOLA BARS 6PK", 419, "H"],
    ["GF ALL PURP BAKING FLOUR         8.29", "GF ALL PURP BAKING FLOUR", 829, null],
    ["ESSUIE-TOUT 6 ROUL                   8.29 FP", "ESSUIE-TOUT 6 ROUL", 829, "FP"],
    ["COKE 12X355ML                  8.39 GP", "COKE 12X355ML", 839, "GP"],
    ["SUBTOTAL                      $54.90", "SUBTOTAL", 5490, null],
    ["GF HOMESTYLE GRAVY                 11,79", "GF HOMESTYLE GRAVY", 1179, null],
    ["TVQ 9,975%                          0,53", "TVQ 9,975%", 53, null],
    ["INSTANT SAVINGS 1.40-", "INSTANT SAVINGS", -140, null],
    ["RÉDUCTION                         -0.60", "RÉDUCTION", -60, null],
    ["RABAIS    - 0,80", "RABAIS", -80, null],
    ["TOTAL                       49,46:", "TOTAL", 4946, null],
    ["EGGO WAFFLES 280G                 ‘4,89", "EGGO WAFFLES 280G", 489, null],
    ["EAU PÉTILLANTE 8                    5,29 FP-", "EAU PÉTILLANTE 8", 529, "FP"],
    ["DISH SOAP 740ML 3.09H", "DISH SOAP 740ML", 309, "H"],
    ["MEAT PLATTER 1,234.56", "MEAT PLATTER", 123456, null],
    // A decimal comma with a point between the thousands, as European invoices print euros.
    ["LAPTOP SLEEVE   € 1.249,00", "LAPTOP SLEEVE   €", 124900, null],
    ["1,751 kg @ 4,99 $/kg             8,74", "1,751 kg @ 4,99 $/kg", 874, null],
    ["TOTAL 56.48 $", "TOTAL", 5648, null],
    ["4.19", "", 419, null],
    ["MUFFINS ANGLAIS 6                  3.69 -", "MUFFINS ANGLAIS 6", 369, null],
    ["| ECOFRAIS                          0.90. FP", "| ECOFRAIS", 90, "FP"],
    // Big Lots prints two flag columns (taxable, then a second code) after each amount.
    ["ARTIFICIAL PLANT IN GREY   33.56 T C", "ARTIFICIAL PLANT IN GREY", 3356, "T C"],
    // A price column, then the line total read without its dollars: the total is the column's price.
    ["BY PASS PRUNING SHEAR   1.25   .25T", "BY PASS PRUNING SHEAR   1.25", 125, "T"],
    ["CHIPS   1.25   .59", "CHIPS   1.25", 59, null],
    // ... or without its point too: the cents the price column ends in.
    ["LEMON FURNITURE POLISH 10 OZ   1.25   25T", "LEMON FURNITURE POLISH 10 OZ", 125, "T"],
  ])("%s", (line, label, cents, flag) => {
    expect(splitTrailingAmount(line)).toEqual({ label, cents, flag });
  });

  it("reads no line total out of cents that are not the price column's", () => {
    expect(splitTrailingAmount("COLA 12 PK   1.25   59T")).toBeNull();
  });

  it.each([
    ["GST 5%                              ©.88", 88],
    ["TVQ 9, 975%                          e,53", 53],
    ["HST 13%                            so.00", 0],
    ["GST 5%                       se.17", 17],
    ["CONSIGNE                            ©, 80", 80],
    ["CAROTTES 907G                        i.99", 199],
    ["CASH                       8o.00", 8000],
    ["GF DAIYA 1O.59", 1059],
  ])("reads digits the OCR took for letters: %s", (line, cents) => {
    expect(splitTrailingAmount(line)?.cents).toBe(cents);
  });

  it.each([
    "ORANGE JUICE 1.54L",
    "BASMATI RICE 2KG",
    "(905) 555-0197",
    "DATE: 12/10/2025              HEURE: 15:22",
    "HST #133371639 RTO001",
    "PEANUT BUTTER 1KG                  Dotx)",
    "0.224 kg @ $7.69/kg              1/2",
    "TIME: 2:21 PM OP# 135 TE# 15",
    "",
  ])("finds no amount in %j", (line) => {
    expect(splitTrailingAmount(line)).toBeNull();
  });
});

describe("parseUnitPrice", () => {
  it.each([
    ["3.49", 349],
    ["$3.49", 349],
    ["3,49", 349],
    ["S2.59", 259],
    ["$ 12.00", 1200],
  ])("%s → %i", (text, cents) => expect(parseUnitPrice(text)).toBe(cents));

  it.each(["3.4", "abc", "3.499", ""])("%j → null", (text) => expect(parseUnitPrice(text)).toBeNull());
});

describe("roundCents", () => {
  it("rounds half up, ignoring binary noise", () => {
    expect(roundCents(873.749)).toBe(874);
    expect(roundCents(128.5)).toBe(129);
    expect(roundCents(128.4999)).toBe(128);
    expect(roundCents(128.49999999999997)).toBe(129);
    expect(roundCents((1.751 * 1000 * 499) / 1000)).toBe(874);
  });
});
