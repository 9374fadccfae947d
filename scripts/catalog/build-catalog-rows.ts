import type { GfBrand } from "#domain/gluten-free/gf-brands";
import { createBrandFinder } from "./brand-finder";
import type { CatalogRow, Source } from "./catalog-row";
import { createDedicatedGfBrandIndex } from "./dedicated-gf-brands";
import { dedupeProducts } from "./dedupe-products";
import { dropUnitPriceOutliers } from "./drop-unit-price-outliers";
import { orderCatalog } from "./order-catalog";
import { isPlausiblePrice } from "./plausible-price";
import { readHammerA } from "./read-hammer-a";
import { readHammerB } from "./read-hammer-b";
import { readStatcan } from "./read-statcan";
import { emptyTally, type ScreeningTally } from "./screening-tally";

type Records = readonly Record<string, string>[];

/** The sources' rows as their CSV files hold them (data/catalog/README.md, "Inputs"). */
export interface CatalogInputs {
  /** prices_hammer_a/products_latest_price.csv */
  hammerA: Records;
  /** prices_hammer_b/products_unit_prices.csv */
  hammerB: Records;
  /** prices_statcan/statcan_canada_2026-06_gluten_relevant_items.csv */
  statcan: Records;
  /** data/gluten-free/brands.csv */
  gfBrands: readonly GfBrand[];
}

export interface CatalogBuild {
  rows: CatalogRow[];
  tallies: Record<Source, ScreeningTally>;
  /** Rows dropped for a unit price far from their category's median, with that median. */
  outliers: { row: CatalogRow; median: number }[];
  /** Rows that stood for the same product as another and were merged into it. */
  duplicatesMerged: number;
}

/** data/catalog/products.csv's rows from its sources: screened, priced, checked for plausibility, de-duplicated. */
export function buildCatalog(inputs: CatalogInputs): CatalogBuild {
  const tallies: Record<Source, ScreeningTally> = {
    hammer_vanessadyy: emptyTally(),
    hammer_thk421: emptyTally(),
    statcan_18100245: emptyTally(),
  };
  const saveOnFoodsNames = inputs.hammerB.filter((r) => r.vendor === "SaveOnFoods").map((r) => r.product_name ?? "");
  const findBrand = createBrandFinder(saveOnFoodsNames);
  const dedicatedGfBrands = createDedicatedGfBrandIndex(inputs.gfBrands);
  const candidates = [
    ...readHammerB(inputs.hammerB, { findBrand, dedicatedGfBrands, tally: tallies.hammer_vanessadyy }),
    ...readHammerA(inputs.hammerA, { findBrand, dedicatedGfBrands, tally: tallies.hammer_thk421 }),
    ...readStatcan(inputs.statcan, tallies.statcan_18100245),
  ];
  const plausible = candidates.filter(isPlausiblePrice);
  const { kept, dropped } = dropUnitPriceOutliers(plausible);
  for (const row of candidates.filter((r) => !isPlausiblePrice(r))) tallies[row.source].bad_price++;
  for (const { row } of dropped) tallies[row.source].bad_price++;
  const rows = orderCatalog(dedupeProducts(kept));
  for (const row of rows) tallies[row.source].kept++;
  return { rows, tallies, outliers: dropped, duplicatesMerged: kept.length - rows.length };
}
