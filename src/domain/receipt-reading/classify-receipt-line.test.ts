import { describe, expect, it } from "vitest";
import { classifyReceiptLine } from "./classify-receipt-line";

const type = (line: string) => classifyReceiptLine(line).type;

describe("classifyReceiptLine", () => {
  it("reads item lines with their code, amount and kind", () => {
    expect(classifyReceiptLine("221029533212 DICED TOMATOES 1.99 H")).toEqual({
      type: "priced",
      name: "DICED TOMATOES",
      upc: "221029533212",
      cents: 199,
      kind: "item",
    });
    expect(classifyReceiptLine("CONSIGNE                            0,80")).toMatchObject({ type: "priced", kind: "deposit", cents: 80 });
    expect(classifyReceiptLine("BOTTLE DEPOSIT    1.20")).toMatchObject({ type: "priced", kind: "deposit" });
    expect(classifyReceiptLine("ECO FEE     0.15 H")).toMatchObject({ type: "priced", kind: "fee", cents: 15 });
    expect(classifyReceiptLine("PAPER BAG    0.10 H")).toMatchObject({ type: "priced", kind: "fee" });
  });

  it("reads discounts by their label or their minus sign, as a positive reduction", () => {
    expect(classifyReceiptLine("INSTANT SAVINGS             -1.00")).toEqual({ type: "discount", label: "INSTANT SAVINGS", cents: 100 });
    expect(classifyReceiptLine("COUPON 1.40-")).toEqual({ type: "discount", label: "COUPON", cents: 140 });
    expect(classifyReceiptLine("RABAIS   0,60")).toEqual({ type: "discount", label: "RABAIS", cents: 60 });
    // Only the minus says so: the receipt's arithmetic may read it as an item's tax-flag column instead.
    expect(classifyReceiptLine("MEMBER PRICE -0.50")).toEqual({ type: "discount", label: "MEMBER PRICE", cents: 50, signDoubt: true });
  });

  it("reads detail lines", () => {
    expect(classifyReceiptLine("  2 @ 3.49")).toMatchObject({ type: "quantity", quantity: 2, cents: null });
    expect(classifyReceiptLine("3 @ $6.99                     20.97")).toMatchObject({ type: "quantity", cents: 2097 });
    expect(classifyReceiptLine("0.456 kg @ $4.39/kg    2.00")).toMatchObject({ type: "weight", quantity: 1, cents: 200 });
  });

  it("reads the totals, taxes included with an unreadable amount", () => {
    expect(classifyReceiptLine("SUBTOTAL                      $54.90")).toEqual({ type: "subtotal", cents: 5490 });
    expect(classifyReceiptLine("SOUS-TOTAL            48,67")).toEqual({ type: "subtotal", cents: 4867 });
    expect(classifyReceiptLine("TOTAL                         $56.48")).toEqual({ type: "total", cents: 5648 });
    expect(classifyReceiptLine("TOTAL                             sg4.06")).toEqual({ type: "total", cents: null });
    expect(classifyReceiptLine("HST 13%                        $1.58")).toEqual({ type: "tax", label: "HST", cents: 158, rate: 13 });
    expect(classifyReceiptLine("TVQ 9,975%                          0,53")).toEqual({ type: "tax", label: "TVQ", cents: 53, rate: 9.975 });
    expect(classifyReceiptLine("EST 5%                       ©.00")).toEqual({ type: "tax", label: "GST", cents: 0, rate: 5 });
    expect(classifyReceiptLine("GST           0.36")).toEqual({ type: "tax", label: "GST", cents: 36, rate: null });
    expect(classifyReceiptLine("HST 13%                         1235")).toEqual({ type: "tax", label: "HST", cents: null, rate: 13 });
    expect(classifyReceiptLine("GST 5%                               1bociik")).toEqual({ type: "tax", label: "GST", cents: null, rate: 5 });
  });

  it("reads notes about an item's price as notes, however the OCR spelled them, and never as items", () => {
    // Layouts of real tills: a regular price under a sale item, a loyalty card's saving with or without a minus.
    expect(classifyReceiptLine("Resular Price   4.99")).toEqual({ type: "note", family: "regular-price", label: "Resular Price", cents: 499 });
    expect(classifyReceiptLine("Re9ular Price   4.29")).toMatchObject({ type: "note", family: "regular-price" });
    expect(classifyReceiptLine("Card Savin9s   1.00-")).toEqual({ type: "note", family: "savings", label: "Card Savin9s", cents: 100 });
    expect(classifyReceiptLine("SC   SOOPER SAVINGS   0.49")).toMatchObject({ type: "note", family: "savings", cents: 49 });
    expect(classifyReceiptLine("forU Personalized   -1.92")).toMatchObject({ type: "note", family: "savings", cents: 192 });
    expect(classifyReceiptLine("YOU SAVED $2.00")).toMatchObject({ type: "note", family: "savings", cents: 200 });
    // Metro prints a bare "Saving 1.00" under an item; the faint print reads as "S3ving" or "Siuing".
    expect(classifyReceiptLine("Saving 1.00")).toMatchObject({ type: "note", family: "savings", cents: 100 });
    expect(classifyReceiptLine("S3ving 2.00")).toMatchObject({ type: "note", family: "savings", cents: 200 });
    expect(classifyReceiptLine("Siuing 3.00")).toMatchObject({ type: "note", family: "savings", cents: 300 });
    expect(classifyReceiptLine("SHAVING CREAM   3.99")).toMatchObject({ type: "priced", kind: "item", cents: 399 });
    // A marketplace's product title may end in the word; a note's label is never that long.
    expect(classifyReceiptLine("Halogen Capsule Bulb 2 Pack, Dimmable, Energy Saving   3.49")).toMatchObject({ type: "priced", kind: "item", cents: 349 });
    // A printed discount or coupon is a deducted row, not a note.
    expect(classifyReceiptLine("INSTANT SAVINGS   1.40-")).toMatchObject({ type: "discount", cents: 140 });
    expect(classifyReceiptLine("COUPON SAVINGS   1.00-")).toMatchObject({ type: "discount", cents: 100 });
    // A deducted amount beside only an item number names the item it reduces.
    expect(classifyReceiptLine("E 0000229383 / 190235   2.20-A")).toMatchObject({ type: "discount", label: "/ 190235", cents: 220 });
  });

  it("ignores payment, loyalty, till details, separators and OCR noise", () => {
    // What was paid is kept apart: with no total printed, the arithmetic may take it for one.
    expect(classifyReceiptLine("VISA                          95.72")).toEqual({ type: "tender", cents: 9572 });
    // Change given back is paid back: cash handed over less it is what was paid.
    expect(classifyReceiptLine("CHANGE                          3.50")).toEqual({ type: "tender", cents: -350 });
    expect(classifyReceiptLine("MONNAIE   1,25")).toEqual({ type: "tender", cents: -125 });
    for (const line of [
      "CHANGE                          0.00",
      "ROUNDING                         0.02",
      "PC OPTIMUM POINTS 500",
      "AUTH# 656537  APPROVED",
      "----------------------------------------",
      "****************************************",
      "KAKKKKKAAKKKAAKAAAAKAAAAAAKAAAKAKAAAAKKAKXK",
      "LEE EE ee SE ES",
      "2 4 6 ef ee fe fe a fe de de fe de fe ee fe De DE DE A",
      "HST #133371639 RTO001",
      "KAKAHAHAAAAAAAA AAA A OK OR DK AE A KDE",
    ]) {
      expect([line, ["ignore", "blank"].includes(type(line))]).toEqual([line, true]);
    }
    expect(type("   ")).toBe("blank");
  });

  it("keeps a name without an amount, noting a garbled amount column", () => {
    expect(classifyReceiptLine("4235 PORK LOIN CHOPS")).toEqual({
      type: "name",
      name: "PORK LOIN CHOPS",
      upc: "4235",
      kind: "item",
      garbled: false,
    });
    expect(classifyReceiptLine("PEANUT BUTTER 1KG                  Dotx)")).toMatchObject({
      type: "name",
      name: "PEANUT BUTTER 1KG",
      garbled: true,
    });
    expect(classifyReceiptLine("PRICE REDUCTION     25-110")).toMatchObject({ type: "name", kind: "discount", garbled: true });
    expect(classifyReceiptLine("CHOC BAR 1006                  2.:99-G")).toMatchObject({ name: "CHOC BAR 1006", garbled: true });
    expect(classifyReceiptLine("HUILE OLIVE 1L                a 0111802\"")).toMatchObject({ name: "HUILE OLIVE 1L", garbled: true });
    // Sizes and till details are not garbled amounts.
    expect(classifyReceiptLine("ORANGE JUICE 1.54L")).toMatchObject({ name: "ORANGE JUICE 1.54L", garbled: false });
    expect(classifyReceiptLine("RED GRAPES          ")).toMatchObject({ name: "RED GRAPES", garbled: false });
  });

  it("keeps a name a till prints in mixed case, which is not lower-case speckle", () => {
    // A supermarket that prints names as written ("Mandarin Imp"), their weight or count row under them.
    expect(classifyReceiptLine("Mandarin Imp")).toMatchObject({ type: "name", name: "Mandarin Imp" });
    expect(classifyReceiptLine("Aqalite Flavoured Water Lemonade 350ml")).toMatchObject({ type: "name" });
    expect(classifyReceiptLine("3  Choy Sum L Bunch")).toMatchObject({ type: "name" });
    expect(type("LEE EE ee SE ES")).toBe("ignore");
    expect(type("ee fe de Ee Bf ae")).toBe("ignore");
  });

  it("ignores a masked card or member number and a scale's gross or tare weight, whatever stands beside them", () => {
    expect(type("Valued Customer   *******6464")).toBe("ignore");
    expect(type("0.920 kg Gross")).toBe("ignore");
    expect(type("-0.010 kg Tare =")).toBe("ignore");
    expect(type("1.5 KG BAG RICE")).toBe("name");
  });

  it("reads a short name after an item number, the amount followed by two flag columns", () => {
    expect(classifyReceiptLine("1254667304   GUM   1.99R FT")).toMatchObject({ type: "priced", name: "GUM", cents: 199 });
  });

  it("reads an amount whose point a faint photo lost by the tax flag still glued to it, never a code column", () => {
    expect(classifyReceiptLine("CHOBANI YOGT 32   599F")).toMatchObject({ type: "priced", name: "CHOBANI YOGT 32", cents: 599 });
    expect(classifyReceiptLine("GARLIC   069F")).toMatchObject({ type: "priced", name: "GARLIC", cents: 69 });
    expect(classifyReceiptLine("BROCCOLI CROWNS   3082")).toMatchObject({ type: "name", name: "BROCCOLI CROWNS" });
  });

  it("reads an amount alone, and what it would be as a misread `2 @` line", () => {
    expect(classifyReceiptLine("   5.98")).toEqual({ type: "amount", cents: 598, multiBuy: [] });
    expect(classifyReceiptLine("282.69")).toMatchObject({ type: "amount", multiBuy: [{ quantity: 2, expectedCents: 538 }] });
    expect(classifyReceiptLine("2 0 2.99")).toMatchObject({ type: "amount", cents: 299, multiBuy: [{ quantity: 2 }] });
  });

  it("marks a tax the prices include, and keeps a total or subtotal that says so a sum", () => {
    for (const row of ["Includes HST 13%   $0.68", "HST 13% (included)   $0.68", "Incl. GST/HST   $1.00", "dont TVA 20%   2,00", "Prices include HST   $1.00"]) {
      expect(classifyReceiptLine(row)).toMatchObject({ type: "tax", included: true });
    }
    expect(classifyReceiptLine("HST 13%   $0.68")).not.toHaveProperty("included");
    expect(classifyReceiptLine("Total incl. VAT   €15,60")).toEqual({ type: "total", cents: 1560 });
    expect(classifyReceiptLine("Total (incl. tax)   $9.00")).toEqual({ type: "total", cents: 900 });
    expect(classifyReceiptLine("Subtotal including GST   $9.00")).toEqual({ type: "subtotal", cents: 900 });
  });
});
