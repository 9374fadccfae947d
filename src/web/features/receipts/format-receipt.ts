import { dollarsToCents, formatCents } from "#domain/money";

/** Wire prices are dollars (docs/product-spec.md §3); formatted through cents, so the edge is the only conversion. */
export const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));

const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
const SHORT_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });

function formatDate(isoDate: string, format: Intl.DateTimeFormat): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date);
}

/** "2025-02-20" → "February 20, 2025" (docs/product-spec.md §9: dates in en-CA long form). */
export const formatReceiptDate = (isoDate: string) => formatDate(isoDate, LONG_DATE);

/** "2024-11-21" → "Nov 21, 2024", where a long date would crowd a phone's line. */
export const formatShortDate = (isoDate: string) => formatDate(isoDate, SHORT_DATE);
