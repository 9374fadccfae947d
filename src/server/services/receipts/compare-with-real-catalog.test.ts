import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsvRecords } from "#domain/csv";
import { parseGfBrandsCsv } from "#domain/gluten-free/gf-brands";
import { asSizeUnit, type CatalogProduct } from "#domain/matching/types";
import { createComparer, type Comparer } from "#domain/claims/create-comparer";
import { parseGfProductsCsv } from "#domain/claims/gf-size-lookup";

// The committed catalog and GF lists, as the server loads them.
let comparer: Comparer;
let catalog: CatalogProduct[];
beforeAll(() => {
  catalog = parseCsvRecords(readFileSync("data/catalog/products.csv", "utf8")).map((r) => ({
    id: r.id!,
    name: r.name!,
    brand: r.brand || null,
    category: r.category!,
    sizeValue: r.size_value ? Number(r.size_value) : null,
    sizeUnit: asSizeUnit(r.size_unit),
    priceCents: Number(r.price_cents),
    vendor: r.vendor || null,
    observedOn: r.observed_on || null,
  }));
  comparer = createComparer(catalog, {
    gfBrands: parseGfBrandsCsv(readFileSync("data/gluten-free/brands.csv", "utf8")),
    gfProducts: parseGfProductsCsv(readFileSync("data/gluten-free/gf-products.csv", "utf8")),
  });
});

describe("createComparer on the real catalog", () => {
  it("compares GF white bread with a loaf's typical price per 100 g, not with the cheapest loaf", () => {
    const c = comparer.compare({ name: "GF WHITE BREAD", category: "Bread" });
    expect(c.gfSizeSource).toBe("gf-list");
    const perGram = c.proposal!.perPackCents / c.gfSize!.value;
    const cheapest = Math.min(...c.closest.filter((p) => p.perPackCents !== null).map((p) => p.perPackCents! / c.gfSize!.value));
    expect(perGram).toBeGreaterThan(cheapest);
    // Within half and twice the catalog's bread median per gram (0.67¢).
    expect(perGram).toBeGreaterThan(0.335);
    expect(perGram).toBeLessThan(1.34);
  });

  it("scales to the size printed on the line: 900 g costs twice 450 g", () => {
    const small = comparer.compare({ name: "GF WHITE BREAD 450G", category: "Bread" });
    const large = comparer.compare({ name: "GF WHITE BREAD 900G", category: "Bread" });
    expect(small.gfSizeSource).toBe("receipt");
    expect(Math.abs(large.proposal!.perPackCents - 2 * small.proposal!.perPackCents)).toBeLessThanOrEqual(1);
  });

  it("never compares a ready meal with a bakery product", () => {
    for (const name of ["GF CHICKEN POT PIE", "GF BEEF LASAGNA FROZEN"]) {
      const c = comparer.compare({ name, category: "Other" });
      const categories = c.closest.map((p) => catalog.find((x) => x.id === p.id)!.category);
      expect(categories.filter((k) => k === "Baked Goods" || k === "Bread")).toEqual([]);
    }
  });
});
