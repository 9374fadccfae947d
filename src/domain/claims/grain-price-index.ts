import { GRAIN_PRICE_INDEX, GRAIN_PRICE_INDEX_BASE_YEAR } from "./grain-price-index-data";

export interface YearAdjustment {
  cents: number;
  factor: number;
  /** Words for the line's source; null when no adjustment was made. */
  note: string | null;
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
  const period = to.lastMonth < 12 ? `January to ${monthName(to.lastMonth)} ${to.year}` : `${to.year}`;
  const target = to.year === toYear ? `${toYear}` : `${toYear} (${to.year} is the latest published)`;
  return {
    cents: Math.round(cents * factor),
    factor,
    note:
      `${fromYear} prices adjusted to ${target} ×${factor.toFixed(3)} with Statistics Canada's average retail prices ` +
      `of bread and pasta (table 18-10-0245-01, ${period})`,
  };
}

export const CATALOG_PRICE_YEAR = GRAIN_PRICE_INDEX_BASE_YEAR;

function monthName(month: number) {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-CA", { month: "long", timeZone: "UTC" });
}
