import { dollarsToCents, formatCents } from "#domain/money";

/** Wire amounts are dollars; they go back to cents before the one en-CA CAD formatter. */
export const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));

const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-CA", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2025-02-20" → "February 20, 2025", read as a calendar date (no time zone shift). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}

/** "2025-02" → "Feb 2025". */
export function formatMonth(isoMonth: string): string {
  const date = new Date(`${isoMonth}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : MONTH.format(date);
}
