import { said, type Said } from "../i18n/said";
import { GRAIN_PRICE_INDEX, GRAIN_PRICE_INDEX_BASE_YEAR } from "./grain-price-index-data";

export interface YearAdjustment {
  cents: number;
  factor: number;
  /** How the price was moved, for the line's source sentence; null when no adjustment was made. */
  note: Said | null;
}

const first = GRAIN_PRICE_INDEX[0]!;
const last = GRAIN_PRICE_INDEX[GRAIN_PRICE_INDEX.length - 1]!;

/** The index for a year; years beyond the data take the nearest year the data has. */
function indexFor(year: number) {
  if (year <= first.year) return first;
  if (year >= last.year) return last;
  return GRAIN_PRICE_INDEX.find((e) => e.year === year) ?? last;
}

/**
 * Moves a price from the year it was observed (catalog prices are 2024's) into the purchase year with Statistics
 * Canada's average retail prices of bread and pasta, so a 2026 purchase is not compared with 2024 shelf prices.
 */
export function adjustToYear(cents: number, fromYear: number | null, toYear: number): YearAdjustment {
  if (fromYear === null || fromYear === toYear) return { cents, factor: 1, note: null };
  const from = indexFor(fromYear);
  const to = indexFor(toYear);
  const factor = to.index / from.index;
  if (from.year === to.year) return { cents, factor: 1, note: null };
  // Years are words, not numbers: a number would be grouped ("2,025").
  const period = to.lastMonth < 12 ? said("comparable.partYear", { month: { month: `${to.year}-${String(to.lastMonth).padStart(2, "0")}` } }) : `${to.year}`;
  const target = to.year === toYear ? `${toYear}` : said("comparable.latestYear", { year: `${toYear}`, latest: `${to.year}` });
  return {
    cents: Math.round(cents * factor),
    factor,
    note: said("comparable.yearAdjusted", { from: `${fromYear}`, to: target, factor, period }),
  };
}

export const CATALOG_PRICE_YEAR = GRAIN_PRICE_INDEX_BASE_YEAR;
