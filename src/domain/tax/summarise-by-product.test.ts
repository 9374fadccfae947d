import { describe, expect, it } from "vitest";
import type { ClaimLine } from "./claim-line";
import { english, said, verbatim } from "../i18n/said";
import { summariseByProduct } from "./summarise-by-product";

const line = (over: Partial<ClaimLine>): ClaimLine => ({
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
  regularProductName: "White Bread",
  regularSource: "catalog",
  regularSourceDetail: "White Bread 675 g, Walmart, 2024-12-02, scaled to 450 g",
  regularSourceWords: null,
  ...over,
});

describe("summariseByProduct", () => {
  it("gives count, average prices per pack and incremental cost per product (CRA's loaf example)", () => {
    const lines = Array.from({ length: 52 }, () => line({ gfPriceCents: 699, regularPriceCents: 349, differenceCents: 350 }));
    expect(summariseByProduct(lines)).toEqual([
      {
        product: "GF White Bread",
        category: "Bread",
        claimant: "self",
        claimantLabel: "Me",
        taxLine: "33099",
        sharePct: 100,
        count: 52,
        averageGfPriceCents: 699,
        regularProduct: verbatim("White Bread"),
        regularSources: [english("White Bread 675 g, Walmart, 2024-12-02, scaled to 450 g")],
        averageRegularPriceCents: 349,
        incrementalCostCents: 18_200,
      },
    ]);
  });

  it("keeps one share and one claimant per row, so the row reconciles on paper", () => {
    const rows = summariseByProduct([
      line({ productName: "GF  white bread", quantity: 2, gfPriceCents: 1598, regularPriceCents: 798, differenceCents: 800 }),
      line({ sharePct: 50 }),
      line({ sharePct: 50, gfPriceCents: 899, differenceCents: 500 }),
      line({ claimant: "other-dependant" }),
      line({ productName: "GF Pasta", category: "Pasta & Noodles", gfPriceCents: 449, regularPriceCents: 199, differenceCents: 250 }),
    ]);
    expect(rows.map((r) => [r.product, r.sharePct, r.taxLine, r.count, r.averageGfPriceCents, r.averageRegularPriceCents, r.incrementalCostCents])).toEqual([
      // (7.99 − 3.99) × 2 × 100% = 8.00
      ["GF  white bread", 100, "33099", 2, 799, 399, 800],
      // (8.49 − 3.99) × 2 × 50% = 4.50
      ["GF White Bread", 50, "33099", 2, 849, 399, 450],
      ["GF White Bread", 100, "33199", 1, 799, 399, 400],
      ["GF Pasta", 100, "33099", 1, 449, 199, 250],
    ]);
  });

  it("rounds a row's incremental cost once, from the unrounded shares", () => {
    // Three 5¢ differences at 33%: 4.95¢ → 5¢, where rounding each line would give 6¢.
    const [row] = summariseByProduct([1, 2, 3].map(() => line({ gfPriceCents: 404, differenceCents: 5, sharePct: 33 })));
    expect(row).toMatchObject({ count: 3, averageGfPriceCents: 404, incrementalCostCents: 5 });
  });

  it("averages per pack over fractional and mixed quantities", () => {
    // 1.5 packs for $6.00 and 0.5 for $2.50: $8.50 / 2 = $4.25 a pack.
    const [row] = summariseByProduct([
      line({ quantity: 1.5, gfPriceCents: 600, regularPriceCents: 300, differenceCents: 300 }),
      line({ quantity: 0.5, gfPriceCents: 250, regularPriceCents: 100, differenceCents: 150 }),
    ]);
    expect(row).toMatchObject({ count: 2, averageGfPriceCents: 425, averageRegularPriceCents: 200, incrementalCostCents: 450 });
  });

  it("names the usual comparable and lists each way its prices were found once", () => {
    const [row] = summariseByProduct([
      line({}),
      line({}),
      line({ regularProductName: null, regularSource: "custom", regularSourceDetail: "Entered by you" }),
      line({ regularProductName: null, regularSource: "unrecorded", regularSourceDetail: null }),
    ]);
    expect(row!.regularProduct).toEqual(verbatim("White Bread"));
    expect(row!.regularSources).toEqual([
      english("White Bread 675 g, Walmart, 2024-12-02, scaled to 450 g"),
      said("comparable.enteredByYou"),
      said("comparable.notRecorded"),
    ]);
  });
});
