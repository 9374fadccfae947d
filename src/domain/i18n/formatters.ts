import { dollarsToCents, formatCents, type Cents, type Dollars } from "../money";
import type { Locale } from "./locales";

/**
 * Money, numbers and dates as each locale writes them ("$12.00" / "12,00 $", "November 25, 2026" / "25 novembre
 * 2026"): the one implementation, used by the web app's screens and the server's emails alike.
 */
export interface Formatters {
  money(cents: Cents): string;
  /** A price in a sentence or on a price tag: whole dollars without cents ("$12", "12 $"), else as `money`. */
  price(cents: Cents): string;
  /** Wire prices are dollars (docs/product-spec.md §3); formatted through cents, so the edge is the only conversion. */
  dollars(dollars: Dollars): string;
  /** A count or quantity, grouped the locale's way, at most 3 decimals. */
  number(value: number): string;
  /** A share in basis points: 300 → "3%" / "3 %". */
  basisPoints(bp: number): string;
  /** A calendar date ("2025-02-20"), read in UTC so no time zone moves it a day: "February 20, 2025". */
  longDate(isoDate: string): string;
  /** "Nov 21, 2024" / "21 nov. 2024", where a long date would crowd a phone's line. */
  shortDate(isoDate: string): string;
  /** "2025-02" → "Feb 2025" / "févr. 2025". */
  month(isoMonth: string): string;
  /** "2025-02" → "February 2025" / "février 2025", in a sentence. */
  longMonth(isoMonth: string): string;
  /** An instant's day in the reader's own time zone, long form. */
  localLongDate(instant: string | Date): string;
}

function readDate(isoDate: string, format: Intl.DateTimeFormat): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date);
}

function readMonth(isoMonth: string, format: Intl.DateTimeFormat): string {
  const date = new Date(`${isoMonth}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : format.format(date);
}

function build(locale: Locale): Formatters {
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const wholeDollars = new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const longMonth = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const localLongDate = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  return {
    money: (cents) => formatCents(cents, locale),
    price: (cents) => (cents % 100 === 0 ? wholeDollars.format(cents / 100) : formatCents(cents, locale)),
    dollars: (dollars) => formatCents(dollarsToCents(dollars), locale),
    number: (value) => grouped.format(value),
    basisPoints: (bp) => percent.format(bp / 10_000),
    longDate: (isoDate) => readDate(isoDate, longDate),
    shortDate: (isoDate) => readDate(isoDate, shortDate),
    month: (isoMonth) => readMonth(isoMonth, month),
    longMonth: (isoMonth) => readMonth(isoMonth, longMonth),
    localLongDate(instant) {
      const date = new Date(instant);
      return Number.isNaN(date.getTime()) ? String(instant) : localLongDate.format(date);
    },
  };
}

const BUILT = new Map<Locale, Formatters>();

/** The locale's formatters, built once. */
export function formattersFor(locale: Locale): Formatters {
  let formatters = BUILT.get(locale);
  if (!formatters) {
    formatters = build(locale);
    BUILT.set(locale, formatters);
  }
  return formatters;
}
