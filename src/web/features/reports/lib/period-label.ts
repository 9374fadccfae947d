import { claimPeriod } from "#domain/tax/claim-period";
import type { Translator } from "#domain/i18n/translator";

const monthName = (month: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));

/** "January 1, 2025 to December 31, 2025" / "1 janvier 2025 au 31 décembre 2025". */
export function periodLabel(year: number, endMonth: number, { t, format }: Pick<Translator, "t" | "format">): string {
  const period = claimPeriod(year, endMonth);
  return t("tax.period", { start: format.longDate(period.start), end: format.longDate(period.end) });
}

/** The choice as the period selector words it. */
export function periodOptionLabel(year: number, endMonth: number, { t, locale }: Pick<Translator, "t" | "locale">): string {
  return endMonth === 12 ? t("tax.calendarYear", { year }) : t("tax.monthsEnding", { month: monthName(endMonth, locale), year });
}
