import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsvRecords } from "#domain/csv";
import { parseGfBrandsCsv } from "#domain/gluten-free/gf-brands";
import { buildCatalog } from "./build-catalog-rows";
import { formatCatalogCsv } from "./format-catalog-csv";

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), "utf8");

// A few rows of each source, written by hand in the real files' columns: each row is there for one rule (its
// category, its size, a duplicate, the outlier, a reason to drop it), so a change to any rule changes the output.
describe("buildCatalog on the fixture sources", () => {
  const build = buildCatalog({
    hammerB: parseCsvRecords(fixture("products_unit_prices.csv")),
    hammerA: parseCsvRecords(fixture("products_latest_price.csv")),
    statcan: parseCsvRecords(fixture("statcan_canada_gluten_relevant_items.csv")),
    gfBrands: parseGfBrandsCsv(fixture("brands.csv")),
  });

  it("writes the expected catalog", () => {
    expect(formatCatalogCsv(build.rows)).toBe(fixture("expected-products.csv"));
  });

  it("drops each other row for its reason", () => {
    expect(build.tallies.hammer_vanessadyy).toMatchObject({
      seen: 23,
      kept: 11,
      gluten_free: 1,
      gf_brand: 1,
      gf_recipe: 1,
      natural: 2,
      no_size: 1,
      unit_mismatch: 1,
      liquid_in_dry_category: 1,
      bad_price: 2,
    });
    expect(build.tallies.hammer_thk421).toMatchObject({ seen: 7, kept: 4, truncated: 1, natural: 1 });
    expect(build.outliers.map((o) => [o.row.name, o.median])).toEqual([["Linguine", 33]]);
    expect(build.duplicatesMerged).toBe(3);
  });
});
