import { describe, expect, it } from "vitest";
import { parseCsv } from "../csv";
import type { ClaimLine } from "./claim-line";
import { translatorFor } from "../i18n/translators";
import { buildTaxReportCsv } from "./tax-report-csv";

const ENGLISH = translatorFor("en-CA");

const line = (over: Partial<ClaimLine> = {}): ClaimLine => ({
  purchaseDate: "2025-03-14",
  store: "Loblaws",
  productName: "GF White Bread",
  category: "Bread",
  quantity: 1,
  gfPriceCents: 799,
  regularPriceCents: 399,
  differenceCents: 400,
  sharePct: 100,
  claimant: "self",
  regularProductName: "Wonder White Bread",
  regularSource: "catalog",
  regularSourceDetail: "Wonder White Bread 675 g, Walmart, 2024-12-02, scaled to 450 g",
  regularSourceWords: null,
  ...over,
});

const rowsOf = (lines: ClaimLine[]) => parseCsv(buildTaxReportCsv(lines, ENGLISH));

describe("buildTaxReportCsv", () => {
  it("starts with a byte-order mark, quotes what needs it, and gives each line its comparable with its source", () => {
    const csv = buildTaxReportCsv([line({ store: 'Sobeys, "Main St"', productName: "Pain sans gluten Élan" })], ENGLISH);
    expect(csv.slice(0, csv.indexOf("\r\n"))).toBe(
      "\uFEFFDate,Store,Product,Category,Quantity,GF Price per Pack,GF Price Paid,Comparable Regular Product," +
        "Comparable Price Source,Regular Price per Pack,Regular Price,Difference,Share %,Eligible Medical Expense,For,Tax Line",
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[1]).toEqual([
      "2025-03-14",
      'Sobeys, "Main St"',
      "Pain sans gluten Élan",
      "Bread",
      "1",
      "7.99",
      "7.99",
      "Wonder White Bread",
      "Wonder White Bread 675 g, Walmart, 2024-12-02, scaled to 450 g",
      "3.99",
      "3.99",
      "4.00",
      "100",
      "4.00",
      "Me",
      "33099",
    ]);
  });

  it("shows quantity and per-pack prices, a price you entered, and one total per line of the return", () => {
    // 2 packs for $15.98 against $3.49 a pack entered by the user: regular $6.98, difference $9.00, half of it $4.50.
    const rows = rowsOf([
      line(),
      line({
        quantity: 2,
        gfPriceCents: 1598,
        regularPriceCents: 698,
        differenceCents: 900,
        sharePct: 50,
        claimant: "other-dependant",
        regularProductName: null,
        regularSource: "custom",
        regularSourceDetail: "Entered by you",
      }),
    ]);
    expect(rows[2]!.slice(4)).toEqual(["2", "7.99", "15.98", "Price entered by you", "Entered by you", "3.49", "6.98", "9.00", "50", "4.50", "Other dependant", "33199"]);
    // $7.99 + $15.98, $3.99 + $6.98, $4.00 + $9.00; $4.00 × 100% + $9.00 × 50% = $8.50.
    expect(rows[3]).toEqual(["Total", "", "2 items", "", "3", "", "23.97", "", "", "", "10.97", "13.00", "", "8.50", "", ""]);
    expect(rows[4]).toEqual(["Total for line 33099", ...Array(12).fill(""), "4.00", "", "33099"]);
    expect(rows[5]).toEqual(["Total for line 33199", ...Array(12).fill(""), "4.50", "", "33199"]);
    expect(rows).toHaveLength(6);
  });

  it("says when a line was saved before sources were kept", () => {
    const [, row] = rowsOf([line({ regularProductName: null, regularSource: "unrecorded", regularSourceDetail: null })]);
    expect(row!.slice(7, 9)).toEqual(["Not recorded", "Source not recorded"]);
  });

  it("rounds the eligible expense once for the total, not per line", () => {
    // Three 1¢ differences at 50%: each line alone shows 0.5¢ → 1¢, but the total is 1.5¢ → 2¢, not 3¢.
    const rows = rowsOf([1, 2, 3].map(() => line({ gfPriceCents: 400, regularPriceCents: 399, differenceCents: 1, sharePct: 50 })));
    expect(rows.slice(1, 4).map((r) => r[13])).toEqual(["0.01", "0.01", "0.01"]);
    expect(rows[4]![13]).toBe("0.02");
  });

  it("adds fractional quantities without float noise and splits a weighed line's price per unit", () => {
    const rows = rowsOf([line({ quantity: 0.1 }), line({ quantity: 0.2, gfPriceCents: 100, regularPriceCents: 33, differenceCents: 67 })]);
    expect(rows[2]!.slice(4, 6)).toEqual(["0.2", "5.00"]);
    // $0.33 / 0.2 = $1.65.
    expect(rows[2]![9]).toBe("1.65");
    expect(rows[3]![4]).toBe("0.3");
  });

  it("defuses cells that a spreadsheet would run as formulas", () => {
    const rows = rowsOf([line({ productName: "=HYPERLINK(\"http://x\")", store: "+1", regularSourceDetail: "@SUM(A1)" })]);
    expect(rows[1]![2]).toBe("'=HYPERLINK(\"http://x\")");
    expect(rows[1]![1]).toBe("'+1");
    expect(rows[1]![8]).toBe("'@SUM(A1)");
  });

  it("sums thousands of lines exactly in cents", () => {
    const lines = Array.from({ length: 5000 }, (_, i) =>
      line({ gfPriceCents: 101 + (i % 7), regularPriceCents: 10 + (i % 3), differenceCents: 91 + (i % 7) - (i % 3) }),
    );
    const expected = lines.reduce((n, l) => n + l.gfPriceCents, 0);
    const total = rowsOf(lines).at(-1)!;
    expect(total[6]).toBe((expected / 100).toFixed(2));
  });
});
