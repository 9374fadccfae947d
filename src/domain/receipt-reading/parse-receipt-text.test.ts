import { describe, expect, it } from "vitest";
import { linesAsPaid } from "./attach-discounts";
import { parseReceiptText } from "./parse-receipt-text";
import type { ParsedLine } from "./types";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");


const options = { referenceDate: "2025-06-30" };
const receipt = (lines: string[], referenceDate = options.referenceDate) => parseReceiptText(lines.join("\n"), { referenceDate });
/** Items less their own discounts, as the claims use them; the discount lines they absorbed are left out. */
const asPaid = (lines: ParsedLine[]) => linesAsPaid(lines).map(({ name, priceCents, quantity, kind, upc }) => ({ name, priceCents, quantity, kind, upc }));
const items = (lines: string[]) => linesAsPaid(receipt(lines).lines).map((l) => [l.name, l.priceCents, l.quantity, l.kind]);

describe("parseReceiptText: an English till receipt", () => {
  const text = [
    "           LOBLAWS",
    "        STORE #1234",
    "      60 CARLTON ST",
    "   TORONTO ON M5B 1J2",
    "     (416) 555-0100",
    "   HST #123456789 RT0001",
    "",
    "DATE: 2025/03/14     TIME: 3:32 PM",
    "CASHIER 192             TR# 60731",
    "----------------------------------------",
    "06038318148 PC GF WHITE BREAD    6.49",
    "  2 @ 2.19",
    "064420000101 BLACK BEANS 540ML   4.38",
    "4011 BANANAS",
    "  0.846 kg @ $1.52/kg            1.29",
    "COKE 12X355ML                    8.39 H",
    "BOTTLE DEPOSIT                   1.20",
    "INSTANT SAVINGS                  1.40-",
    "UDIS GF BAGELS",
    "  3 @ $5.99                     17.97",
    "ECO FEE                          0.15 H",
    "PAPER BAG                        0.10 H",
    "----------------------------------------",
    "SUBTOTAL                       $38.57",
    "HST 13%                         $1.12",
    "TOTAL                          $39.69",
    "VISA                            39.69",
    "  ************1234",
    "  AUTH# 123456  APPROVED",
    "PC OPTIMUM POINTS EARNED 390",
    "ITEMS SOLD: 9",
    "YOU SAVED $1.40",
    "THANK YOU FOR SHOPPING AT LOBLAWS",
  ];

  it("reads the header", () => {
    const r = receipt(text);
    expect(r.store).toBe("Loblaws");
    expect(r.address).toBe("60 CARLTON ST, TORONTO ON M5B 1J2");
    expect(r.purchaseDate).toBe("2025-03-14");
  });

  it("reads the lines: codes off, quantities and weights attached, the discount taken off its item, deposit and fees kept", () => {
    expect(asPaid(receipt(text).lines)).toEqual([
      { name: "PC GF WHITE BREAD", priceCents: 649, quantity: 1, kind: "item", upc: "06038318148" },
      { name: "BLACK BEANS 540ML", priceCents: 438, quantity: 2, kind: "item", upc: "064420000101" },
      { name: "BANANAS", priceCents: 129, quantity: 1, kind: "item", upc: "4011" },
      { name: "COKE 12X355ML", priceCents: 699, quantity: 1, kind: "item", upc: null },
      { name: "BOTTLE DEPOSIT", priceCents: 120, quantity: 1, kind: "deposit", upc: null },
      { name: "UDIS GF BAGELS", priceCents: 1797, quantity: 3, kind: "item", upc: null },
      { name: "ECO FEE", priceCents: 15, quantity: 1, kind: "fee", upc: null },
      { name: "PAPER BAG", priceCents: 10, quantity: 1, kind: "fee", upc: null },
    ]);
  });

  it("reads the totals and checks them", () => {
    expect(receipt(text)).toMatchObject({
      subtotalCents: 3857,
      taxes: [{ label: "HST", cents: 112 }],
      totalCents: 3969,
      balanced: true,
      warnings: [],
    });
  });
});

describe("parseReceiptText: a Quebec receipt in French", () => {
  const text = [
    "MAXI",
    "MAGASIN #8670",
    "1714 BOUL. DES LAURENTIDES",
    "LAVAL QC H7N 1A1",
    "TPS/TVH #123456789 RT0001",
    "",
    "DATE: 03/04/2025              HEURE: 15:22",
    "CAISSE 21  CAISSIER 152  TRANS 32706",
    "PAIN S/GLUTEN TRANCHÉ             5,99",
    "RABAIS                           -1,00",
    "2 @ 3,49",
    "CRAQUELINS RITZ                   6,98 FP",
    "POMMES GALA",
    "1,751 kg @ 4,99 $/kg              8,74",
    "EAU PÉTILLANTE 8                  5,29 FP",
    "CONSIGNE                          0,80",
    "ÉCOFRAIS                          0,05 FP",
    "SOUS-TOTAL                       26,85",
    "TPS 5%                            0,62",
    "TVQ 9,975%                        1,23",
    "TOTAL                            28,70",
    "COMPTANT                         30,00",
    "MONNAIE                           1,30",
    "NOMBRE D'ARTICLES: 6",
    "VOUS AVEZ ÉCONOMISÉ 1,00",
    "MERCI DE VOTRE VISITE",
  ];

  it("reads store, address and a day-first date", () => {
    const r = receipt(text);
    expect(r).toMatchObject({ store: "Maxi", address: "1714 BOUL. DES LAURENTIDES, LAVAL QC H7N 1A1", purchaseDate: "2025-04-03" });
  });

  it("reads decimal commas, RABAIS, CONSIGNE and ÉCOFRAIS", () => {
    expect(items(text)).toEqual([
      ["PAIN S/GLUTEN TRANCHÉ", 499, 1, "item"],
      ["CRAQUELINS RITZ", 698, 2, "item"],
      ["POMMES GALA", 874, 1, "item"],
      ["EAU PÉTILLANTE 8", 529, 1, "item"],
      ["CONSIGNE", 80, 1, "deposit"],
      ["ÉCOFRAIS", 5, 1, "fee"],
    ]);
  });

  it("reads SOUS-TOTAL, TPS and TVQ without their rates", () => {
    expect(receipt(text)).toMatchObject({
      subtotalCents: 2685,
      taxes: [
        { label: "TPS", cents: 62 },
        { label: "TVQ", cents: 123 },
      ],
      totalCents: 2870,
      balanced: true,
    });
  });

  it("reads the same date month-first in Ontario", () => {
    const ontario = ["FOOD BASICS", "55 MAIN ST", "TORONTO ON M5B 1J2", "DATE: 03/04/2025", "BREAD 3.99", "TOTAL 3.99"];
    expect(receipt(ontario).purchaseDate).toBe("2025-03-04");
  });
});

describe("parseReceiptText: other till styles", () => {
  it("reads a BC receipt with GST and PST, a month-name date, multi-buy pricing and leading-minus coupons", () => {
    const r = receipt([
      "SAVE-ON-FOODS",
      "2500 GRANVILLE ST",
      "VANCOUVER BC V6H 3H1",
      "MAR 14 2025 10:02 AM",
      "BLACK BEANS 540ML       5.00",
      "  2 @ 2/5.00",
      "COUPON                 -0.50",
      "SCHAR GF CIABATTA       6.49 G",
      "PEPSI 2L                2.99 GP",
      "DEPOSIT                 0.10",
      "SUB TOTAL              14.08",
      "GST 5%                  0.47",
      "PST 7%                  0.21",
      "TOTAL                  14.76",
      "MASTERCARD             14.76",
    ]);
    expect(r.store).toBe("Save-On-Foods");
    expect(r.purchaseDate).toBe("2025-03-14");
    expect(linesAsPaid(r.lines).map((l) => [l.name, l.priceCents, l.quantity])).toEqual([
      ["BLACK BEANS 540ML", 450, 2],
      ["SCHAR GF CIABATTA", 649, 1],
      ["PEPSI 2L", 299, 1],
      ["DEPOSIT", 10, 1],
    ]);
    expect(r.taxes).toEqual([
      { label: "GST", cents: 47 },
      { label: "PST", cents: 21 },
    ]);
    expect(r.balanced).toBe(true);
  });

  it("reads a Walmart receipt with a short US-style date and a quantity line below its item", () => {
    const r = receipt([
      "WALMART SUPERCENTRE",
      "STORE #3934",
      "4843 BANK ST",
      "OTTAWA ON K4P 3X9",
      "06/02/25 11:48 AM               LANE 14",
      "ROBIN HOOD AP FLOUR",
      "3 @ $6.59                        19.77",
      "KRAFT DINNER 200G                  1.39",
      "SUB TOTAL                          21.16",
      "HST 13%                             0.00",
      "TOTAL                              21.16",
      "CASH                               25.00",
      "ROUNDING                           -0.01",
      "CHANGE                              3.85",
    ]);
    expect(r).toMatchObject({ store: "Walmart", purchaseDate: "2025-06-02", subtotalCents: 2116, totalCents: 2116, balanced: true });
    expect(linesAsPaid(r.lines).map((l) => [l.name, l.priceCents, l.quantity])).toEqual([
      ["ROBIN HOOD AP FLOUR", 1977, 3],
      ["KRAFT DINNER 200G", 139, 1],
    ]);
  });

  it("reads through OCR noise: stray marks, letters for digits, broken spacing", () => {
    const r = receipt([
      "‘     NO FRILLS",
      ";   1020 BLOOR ST W",
      "TORONTO ON M6H lM2",
      "DATE: 2O25-O3-14",
      "KAKKKKKAAKKKAAKAAAAKAAAAAAKAAAKAKAAAAKKAKXK",
      "GF PASTA PENNE                 ‘4,89",
      "LEMONS                          O.89 H",
      "RED -PEPPERS",
      "",
      "0.283 kg @ $8.39/kg              2.37",
      "CAROTTES 907G                        i.99",
      "LEE EE ee SE ES",
      "SUB-TOTAL                       10.14",
      "HST 13%                         e.12",
      "TOTAL          ‘                10.26:",
      "DEBIT                           10.26",
    ]);
    expect(r).toMatchObject({ store: "No Frills", address: "1020 BLOOR ST W, TORONTO ON M6H 1M2", purchaseDate: "2025-03-14" });
    expect(linesAsPaid(r.lines).map((l) => [l.name, l.priceCents])).toEqual([
      ["GF PASTA PENNE", 489],
      ["LEMONS", 89],
      ["RED PEPPERS", 237],
      ["CAROTTES 907G", 199],
    ]);
    expect(r).toMatchObject({ subtotalCents: 1014, taxes: [{ label: "HST", cents: 12 }], totalCents: 1026, balanced: true });
  });

  it("keeps a discount with no item of its own as a discount line", () => {
    const r = receipt(["SOBEYS", "COUPON  -2.00", "BREAD 3.99", "MILK 5.49", "SUBTOTAL 7.48", "TOTAL 7.48"]);
    expect(linesAsPaid(r.lines).map((l) => [l.name, l.priceCents, l.kind])).toEqual([
      ["COUPON", -200, "discount"],
      ["BREAD", 399, "item"],
      ["MILK", 549, "item"],
    ]);
    expect(r.balanced).toBe(true);
  });

  it("falls back to the first name-like header line for an unknown store", () => {
    const r = receipt(["", "BULK BARN", "400 KING ST W", "TORONTO ON M5V 1K4", "DATE: 2025-03-14", "ALMONDS 9.99", "TOTAL 9.99"]);
    expect(r.store).toBe("Bulk Barn");
    expect(r.address).toBe("400 KING ST W, TORONTO ON M5V 1K4");
  });
});

describe("parseReceiptText: checks and warnings", () => {
  it("warns when the items do not add up to the subtotal", () => {
    const r = receipt(["METRO", "BREAD 3.99", "MILK 5.49", "SUBTOTAL 12.48", "HST 13% 0.00", "TOTAL 12.48"]);
    expect(r.balanced).toBe(false);
    expect(r.warnings.map(inEnglish)).toContain("Items add up to $9.48 but the receipt subtotal is $12.48.");
  });

  it("warns when the subtotal and taxes do not add up to the total", () => {
    const r = receipt(["METRO", "DATE: 2025-03-14", "BREAD 3.99", "MILK 5.49", "SUBTOTAL 9.48", "HST 13% 0.50", "TOTAL 12.48"]);
    expect(r.balanced).toBe(false);
    expect(r.warnings.map(inEnglish)).toEqual(["The subtotal $9.48 plus taxes $0.50 comes to $9.98 but the receipt total is $12.48."]);
  });

  it("says what it put right", () => {
    const r = receipt(["METRO", "DATE: 2025-03-14", "BREAD 3.99", "MILK 5.40", "SUBTOTAL 9.48", "HST 13% 0.00", "TOTAL 9.48"]);
    expect(linesAsPaid(r.lines).map((l) => l.priceCents)).toEqual([399, 549]);
    expect(r.balanced).toBe(true);
    expect(r.warnings.map(inEnglish)).toEqual(['The amount of "MILK" was read as $5.40; the subtotal makes it $5.49.']);
  });

  it("finds the subtotal whose label the OCR garbled by the sum above it", () => {
    const r = receipt(["METRO", "DATE: 2025-03-14", "BREAD 3.99", "MILK 5.49", "CHIPS 3.00", "SLBTCTAI 12.48", "HST 13% 0.39", "TOTAL 12.87"]);
    expect(r.lines).toHaveLength(3);
    expect(r).toMatchObject({ subtotalCents: 1248, balanced: true });
  });

  it("returns empty results for text that is not a receipt", () => {
    const r = receipt(["Lorem ipsum dolor sit amet", "consectetur adipiscing elit"]);
    expect(r).toMatchObject({ purchaseDate: null, subtotalCents: null, totalCents: null, taxes: [], lines: [], balanced: null });
    expect(parseReceiptText("", options)).toMatchObject({ store: null, address: null, lines: [], balanced: null });
  });

  it("is pure: the same text and reference date give the same result", () => {
    const text = ["LOBLAWS", "DATE: 07/06/25", "BREAD 3.99", "TOTAL 3.99"];
    expect(receipt(text)).toEqual(receipt(text));
    // Only the reference date moves an ambiguous date: 6 July is still to come on 30 June.
    expect(receipt(text, "2025-06-30").purchaseDate).toBe("2025-06-07");
    expect(receipt(text, "2025-12-31").purchaseDate).toBe("2025-07-06");
  });
});

describe("parseReceiptText: receipts as real tills print them", () => {
  it("reads a mixed-case receipt with a sale note, a translation line, points and 'Total after Tax'", () => {
    const r = receipt([
      "Real Canadian Superstore",
      "Jun 30 2026 14:02",
      "Organic Bananas   2.49",
      "Schar Gluten Free Bread @REG$6.99   5.99",
      "SALE",
      "Coca-Cola 2L   3.49",
      "可口可乐",
      "Deposit   0.10",
      "Eco Fee   0.05",
      "PC Optimum Points 120",
      "Subtotal   12.12",
      "HST 13%   0.45",
      "Total after Tax   12.57",
      "Visa   12.57",
    ], "2026-11-23");
    expect(r.lines.map((l) => [l.name, l.priceCents, l.kind])).toEqual([
      ["Organic Bananas", 249, "item"],
      ["Schar Gluten Free Bread", 599, "item"],
      ["Coca-Cola 2L", 349, "item"],
      ["Deposit", 10, "deposit"],
      ["Eco Fee", 5, "fee"],
    ]);
    expect(r).toMatchObject({ purchaseDate: "2026-06-30", subtotalCents: 1212, totalCents: 1257, balanced: true });
  });

  it("takes 'Amount' as the total and reads year-first and year-last dates", () => {
    expect(receipt(["Longo's", "2026/06/28", "Gluten Free Pasta   4.99", "Amount   4.99"], "2026-11-23")).toMatchObject({
      purchaseDate: "2026-06-28",
      totalCents: 499,
    });
    expect(receipt(["WALMART", "06/30/2026 10:01", "GV BREAD   2.97", "TOTAL   2.97"], "2026-11-23").purchaseDate).toBe("2026-06-30");
    expect(receipt(["LOBLAWS", "DateTime: 26/06/30", "MILK   4.99", "TOTAL   4.99"], "2026-11-23").purchaseDate).toBe("2026-06-30");
  });

  it("keeps a discount printed under an item as its own line and records it on the item", () => {
    const r = receipt(["COSTCO", "1944033 CHAMP SHORT   17.99", "2040329 TPD/1944033   5.00-", "TOTAL   12.99"], "2026-11-23");
    expect(r.lines.map((l) => [l.name, l.priceCents, l.discountCents, l.kind])).toEqual([
      ["CHAMP SHORT", 1799, 500, "item"],
      ["TPD/1944033", -500, 0, "discount"],
    ]);
  });
});

describe("parseReceiptText: prices beside a heading or above their name", () => {
  it("gives an amount printed a little above its name, or beside a department heading, to the item under it", () => {
    const r = receipt(
      ["T&T Supermarket", "12/02/25", "PRODUCE   W $2.68", "(SALE) WHITE POMELO", "W $2.32", "(SALE) RED POMELO", "DELI", "GF DUMPLINGS   W $6.98", "TOTAL   $11.98"],
      "2026-11-23",
    );
    expect(r.lines.map((l) => [l.name, l.priceCents])).toEqual([
      ["(SALE) WHITE POMELO", 268],
      ["(SALE) RED POMELO", 232],
      ["GF DUMPLINGS", 698],
    ]);
    // No subtotal is printed: the lines add up to the total themselves.
    expect(r.balanced).toBe(true);
  });

  it("knows a department heading the OCR misread by a letter, so its row's amount goes to the item it belongs to", () => {
    // Curled paper: the bag's amount printed level with the heading under it.
    const r = receipt(["metro", "GROCERY", "CREAMED HONEY   H   8.99", "PLAST.BAG", "PRODJCE   0.05", "PREMIUM BANANA   1.17", "SUBTOTAL   10.21"]);
    expect(r.lines.map((l) => [l.name, l.priceCents])).toEqual([["CREAMED HONEY", 899], ["PLAST.BAG", 5], ["PREMIUM BANANA", 117]]);
    // A product name a letter away from no heading stays an item.
    expect(receipt(["metro", "PRODUCE", "PRODUCT X   2.00", "SUBTOTAL   2.00"]).lines.map((l) => l.name)).toEqual(["PRODUCT X"]);
  });
});

describe("parseReceiptText: a $0.00 row", () => {
  it("is a note under the item, not a purchase", () => {
    const r = receipt(["GROCER", "ICE CREAM   4.99 S", "ROCKY ROAD   0.00 S", "TAX   0.00", "BALANCE   4.99"]);
    expect(r.lines.map((l) => l.name)).toEqual(["ICE CREAM"]);
  });
});

describe("parseReceiptText: an item printed on two rows keeps its printed name and its final price", () => {
  const items = (rows: string[]) => receipt(["GROCER", ...rows]).lines.map((l) => [l.name, l.priceCents, l.quantity]);

  it.each([
    ["weight under the name, amount on the weight row", ["BANANAS", "0.420 kg @ $8.75/kg   3.68", "SUBTOTAL   3.68"], [["BANANAS", 368, 1]]],
    ["weight under the name, amount on the name row, a weight flag column", ["WT   BANANAS   3.68", "0.420 kg @ $8.75/kg", "SUBTOTAL   3.68"], [["BANANAS", 368, 1]]],
    ["weight above the name", ["0.420 kg @ $8.75/kg", "WT   BANANAS   3.68 B", "SUBTOTAL   3.68"], [["BANANAS", 368, 1]]],
    ["one at its price under the name", ["GF BREAD", "1 @ $24.88   24.88", "SUBTOTAL   24.88"], [["GF BREAD", 2488, 1]]],
    ["a two-for price under the name", ["LIMES   1.00", "2 @ 2/1.00", "SUBTOTAL   1.00"], [["LIMES", 100, 2]]],
    ["a count above the name", ["2 @ 1.19", "HAAS AVOCADO   2.38", "SUBTOTAL   2.38"], [["HAAS AVOCADO", 238, 2]]],
    [
      "gross, tare and net weight rows under the name, the amount on the net row",
      ["SUNFLWR OIL   R   3.00", "27-PRODUCE", "4022   GRAPES GREEN   R", "0.920 kg Gross", "-0.010 kg Tare =", "0.910 kg Net @ $4.34/kg   3.95", "SUBTOTAL   6.95"],
      [["SUNFLWR OIL", 300, 1], ["GRAPES GREEN", 395, 1]],
    ],
  ])("%s", (_layout, rows, expected) => expect(items(rows)).toEqual(expected));
});

describe("parseReceiptText: a receipt that mixes Chinese and English names", () => {
  it("keeps every priced row, by its Latin words where it has some, and drops the translation rows", () => {
    const r = receipt(["ASIAN GROCER", "菜心 CHOY SUM   2.99", "有機生薑", "ORGANIC GINGER   3.14", "豆腐   1.99", "SUBTOTAL   8.12"]);
    expect(r.lines.map((l) => [l.name, l.priceCents])).toEqual([
      ["CHOY SUM", 299],
      ["ORGANIC GINGER", 314],
      ["豆腐", 199],
    ]);
    expect(r.balanced).toBe(null);
  });
});

describe("parseReceiptText: charges between the subtotal and the total", () => {
  const order = (tip: string) => [
    "Green Grocer Online",
    "Order placed on March 14, 2026",
    "Schar Gluten Free Ciabatta Rolls   $11.98",
    "Bananas   $1.74",
    "Items Subtotal   $13.72",
    "Checkout Bag Fee   $0.20",
    `Tip   ${tip}`,
    "Item GST   $0.10",
    "Total CAD   $15.39",
  ];

  it("counts fees, a tip and a tax named with a prefix when they make the subtotal add up to the total", () => {
    const read = receipt(order("$1.37"));
    expect(read.lines.map((l) => l.name)).toEqual(["Schar Gluten Free Ciabatta Rolls", "Bananas"]);
    expect(read.taxes.map((t) => [t.label, t.cents])).toEqual([["Checkout Bag Fee", 20], ["Tip", 137], ["Item GST", 10]]);
    expect(read.balanced).toBe(true);
  });

  it("counts none of them when they do not", () => {
    const read = receipt(order("$9.99"));
    expect(read.taxes).toEqual([]);
    expect(read.balanced).toBe(false);
  });

  const summary = (lines: string[]) => ["Corn Pasta   $4.99", "Rice Crackers   $3.49", "Item(s) Subtotal:   $8.48", ...lines];

  it("counts what is taken off there and passes over a running subtotal", () => {
    const read = receipt(summary(["Your Coupon Savings:   -$0.50", "Total before tax:   $7.98", "Estimated GST/HST:   $0.40", "Grand Total:   $8.38"]));
    expect(read.taxes.map((t) => [t.label, t.cents])).toEqual([["GST/HST", 40], ["Your Coupon Savings", -50]]);
    expect(read.totalCents).toBe(838);
    expect(read.balanced).toBe(true);
  });

  it("takes a gift card paid before the total as a payment: the purchase's total is before it", () => {
    const read = receipt(summary(["Estimated tax to be collected:   $0.40", "Gift Card Amount:   -$5.00", "Grand Total:   $3.88"]));
    expect(read.totalCents).toBe(888);
    expect(read.balanced).toBe(true);
  });

  it("keeps the printed total when a gift card would not make it add up", () => {
    const read = receipt(summary(["Estimated tax to be collected:   $0.40", "Gift Card Amount:   -$5.00", "Grand Total:   $8.88"]));
    expect(read.totalCents).toBe(888);
    expect(read.taxes.map((t) => t.label)).toEqual(["TAX"]);
  });
});

describe("parseReceiptText: names in mixed case with their weight or count row under them", () => {
  it("gives each name the amount of the detail row under it, and keeps the detail row out of the items", () => {
    const read = receipt([
      "Mandarin Imp",
      " 0.822 kg NET @ $6.00/kg        4.93",
      "CD Checkout Reusable Bag        1.00",
      "Aqalite Flavoured Water Lemonade 350ml",
      " Qty   2 @ $1.30   each         2.60",
      "  AQALITE 350ML OFFER          -0.90",
      "9 SUBTOTAL                    $7.63",
      "TOTAL                         $7.63",
    ]);
    expect(asPaid(read.lines).map((l) => [l.name, l.priceCents, l.quantity])).toEqual([
      ["Mandarin Imp", 493, 1],
      ["CD Checkout Reusable Bag", 100, 1],
      ["Aqalite Flavoured Water Lemonade 350ml", 170, 2],
    ]);
    expect(read.balanced).toBe(true);
  });
});

describe("parseReceiptText: a net price printed under an item and its savings", () => {
  // A supermarket's layout: the item, its deducted savings row, the price it came to; no total in the photo.
  const giant = [
    "SB BM RANCH DRSN           2.29 F",
    "BONUS BUY SAVINGS          0.29-F",
    "      PRICE YOU PAY 2.00",
    "DOLE SPINACH 8             3.69 F",
    "BONUS BUY SAVINGS          1.19-F",
    "      PRICE YOU PAY 2.50",
    "CLAUS MINI DILLS           4.69 F",
    "TAX                        0.66",
  ];

  it("reads the savings as deducted rows when the item less them is the net price, and the net price as no line", () => {
    expect(receipt(giant).lines.map((l) => [l.name, l.priceCents])).toEqual([
      ["SB BM RANCH DRSN", 229],
      ["BONUS BUY SAVINGS", -29],
      ["DOLE SPINACH 8", 369],
      ["BONUS BUY SAVINGS", -119],
      ["CLAUS MINI DILLS", 469],
    ]);
  });

  it("puts right one misread digit of the item's amount from the net price and the savings under it", () => {
    const lines = receipt(["HRNL APLWD BCN   7.29 F", "BONUS BUY SAVINGS   3,00-F", "PRICE YOU PAY   4,99", "TAX   0.00"]).lines;
    expect(lines.map((l) => [l.name, l.priceCents])).toEqual([["HRNL APLWD BCN", 799], ["BONUS BUY SAVINGS", -300]]);
  });

  it("leaves the savings to the arithmetic when the net price does not say so", () => {
    const lines = receipt(giant.map((l) => l.replace("PRICE YOU PAY 2.00", "PRICE YOU PAY 2.29"))).lines;
    expect(lines.map((l) => l.name)).toEqual(["SB BM RANCH DRSN", "DOLE SPINACH 8", "BONUS BUY SAVINGS", "CLAUS MINI DILLS"]);
  });
});

describe("parseReceiptText: names with a sale row or a price note under them", () => {
  it("takes each item's amount from its was/now row, and no line from its regular-price note", () => {
    const read = receipt([
      "*4610000084   SHRED CHEESE",
      "   was   4.09   now   1.89 F",
      "UCC COFFEE (NON-SUGAR) 930ml",
      "( Normally $ 5.00 )",
      "$3.70   x1   $3.70",
      "TOTAL TAX     .00",
      "TOTAL   5.59",
    ]);
    expect(read.lines.map((l) => [l.name, l.priceCents])).toEqual([
      ["SHRED CHEESE", 189],
      ["UCC COFFEE (NON-SUGAR) 930ml", 370],
    ]);
    expect(read.balanced).toBe(true);
  });
});
