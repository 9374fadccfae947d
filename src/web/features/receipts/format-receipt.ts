import { dollarsToCents, formatCents } from "../../../domain/money";

/** Wire prices are dollars (SPEC §3); they are formatted through cents so the edge is the only conversion. */
export const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));

const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

/** "2025-02-20" → "February 20, 2025" (SPEC §9: dates in en-CA long form). */
export function formatReceiptDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}
