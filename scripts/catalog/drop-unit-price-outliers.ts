import type { CatalogRow } from "./catalog-row";

// A unit price this far from its category's median is a wrong price in the extract or a misread size.
const MAX_TIMES_MEDIAN = 5;
const MIN_TIMES_MEDIAN = 1 / 10;

// Counted sizes are left alone: a price per item says little across different items.
const weighedKey = (row: CatalogRow) =>
  row.unitPriceCents !== null && row.size && row.size.unit !== "each" ? `${row.category}|${row.size.unit}` : null;

/** Drops rows whose price per 100 g or 100 ml is above 5× or below 1/10 of their category's median (lower middle). */
export function dropUnitPriceOutliers(rows: readonly CatalogRow[]): {
  kept: CatalogRow[];
  dropped: { row: CatalogRow; median: number }[];
} {
  const unitPrices = new Map<string, number[]>();
  for (const row of rows) {
    const key = weighedKey(row);
    if (key) unitPrices.set(key, [...(unitPrices.get(key) ?? []), row.unitPriceCents!]);
  }
  const lowerMiddle = (prices: number[]) => prices.sort((a, b) => a - b)[Math.floor((prices.length - 1) / 2)]!;
  const medians = new Map([...unitPrices].map(([key, prices]) => [key, lowerMiddle(prices)]));
  const kept: CatalogRow[] = [];
  const dropped: { row: CatalogRow; median: number }[] = [];
  for (const row of rows) {
    const key = weighedKey(row);
    const median = key === null ? undefined : medians.get(key);
    const unit = row.unitPriceCents!;
    const usual = median === undefined || (unit <= MAX_TIMES_MEDIAN * median && unit >= median * MIN_TIMES_MEDIAN);
    if (usual) kept.push(row);
    else dropped.push({ row, median });
  }
  return { kept, dropped };
}
