import { describe, expect, it } from "vitest";
import { parseCsv } from "../csv";
import { buildTaxReportCsv, type CsvLine } from "./tax-report-csv";

const line = (over: Partial<CsvLine> = {}): CsvLine => ({
  purchaseDate: "2025-03-14",
  store: "Loblaws",
  productName: "GF White Bread",
  category: "Bread",
  quantity: 1,
  gfPriceCents: 799,
  regularPriceCents: 399,
  regularProductName: "White Bread",
  differenceCents: 400,
  sharePct: 100,
  claimant: "self",
  ...over,
});

describe("buildTaxReportCsv", () => {
  it("starts with a byte-order mark, quotes what needs it and ends with a totals row", () => {
    const csv = buildTaxReportCsv([
      line({ store: 'Sobeys, "Main St"', productName: "Pain sans gluten Élan" }),
      line({ sharePct: 50, claimant: "other-dependant", regularProductName: null }),
    ]);
    expect(csv.startsWith("\uFEFFDate,Store,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[1]![1]).toBe('Sobeys, "Main St"');
    expect(rows[1]![2]).toBe("Pain sans gluten Élan");
    expect(rows[2]!.slice(6, 13)).toEqual([
      "Default comparison price (estimated)",
      "3.99",
      "4.00",
      "50",
      "2.00",
      "Other dependant",
      "33199",
    ]);
    expect(rows[3]).toEqual(["Total", "", "2 items", "", "", "15.98", "", "7.98", "8.00", "", "6.00", "", ""]);
  });

  it("defuses cells that a spreadsheet would run as formulas", () => {
    const rows = parseCsv(buildTaxReportCsv([line({ productName: "=HYPERLINK(\"http://x\")", store: "+1" })]));
    expect(rows[1]![2]).toBe("'=HYPERLINK(\"http://x\")");
    expect(rows[1]![1]).toBe("'+1");
  });

  it("sums thousands of lines exactly in cents", () => {
    const lines = Array.from({ length: 5000 }, (_, i) =>
      line({ gfPriceCents: 101 + (i % 7), regularPriceCents: 10 + (i % 3), differenceCents: 91 + (i % 7) - (i % 3) }),
    );
    const expected = lines.reduce((n, l) => n + l.gfPriceCents, 0);
    const total = parseCsv(buildTaxReportCsv(lines)).at(-1)!;
    expect(total[5]).toBe((expected / 100).toFixed(2));
  });
});
