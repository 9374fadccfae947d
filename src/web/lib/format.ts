import { dollarsToCents, formatCents, type Dollars } from "#domain/money";

// English formatters for the screens not yet in French (the printed summary, the evidence pack).
// A screen in both languages writes money, numbers and dates with `useI18n().format` (decision 033).

/** Wire prices are dollars (docs/product-spec.md §3); formatted through cents, so the edge is the only conversion. */
export const formatDollars = (dollars: Dollars) => formatCents(dollarsToCents(dollars));

/** Dollars as an input field holds them: "4.5" → "4.50", no currency sign, no grouping. */
export const formatDollarsForInput = (dollars: Dollars) => dollars.toFixed(2);

// Calendar dates ("2025-02-20") are read in UTC so no time zone moves them a day; instants are shown in the
// browser's own time zone, the day the user lives.
const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
const SHORT_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-CA", { month: "short", year: "numeric", timeZone: "UTC" });
const LOCAL_LONG_DATE = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric" });
const LOCAL_ISO_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "short" });

function formatDate(isoDate: string, format: Intl.DateTimeFormat): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date);
}

/** "2025-02-20" → "February 20, 2025" (docs/product-spec.md §9: dates in en-CA long form); unreadable → as it came. */
export const formatLongDate = (isoDate: string) => formatDate(isoDate, LONG_DATE);

/** "2024-11-21" → "Nov 21, 2024", where a long date would crowd a phone's line. */
export const formatShortDate = (isoDate: string) => formatDate(isoDate, SHORT_DATE);

/** "2025-02" → "Feb 2025". */
export function formatMonth(isoMonth: string): string {
  const date = new Date(`${isoMonth}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : MONTH.format(date);
}

/**
 * An instant's day in the browser's time zone, in the en-CA long form of docs/product-spec.md §9:
 * "2027-11-24T12:00:00.000Z" → "November 24, 2027"; unreadable → as it came.
 */
export function formatLocalLongDate(instant: string | Date): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? String(instant) : LOCAL_LONG_DATE.format(date);
}

/** An instant's day in the browser's time zone as "2026-03-02", the form a date input takes. */
export const formatLocalIsoDate = (instant: string | Date) => LOCAL_ISO_DATE.format(new Date(instant));
