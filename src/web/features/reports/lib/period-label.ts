import { claimPeriod } from "#domain/tax/claim-period";
import { formatLongDate } from "../../../lib/format";

const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat("en-CA", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, i, 1))),
);

export const monthName = (month: number) => MONTH_NAMES[month - 1]!;

/** "January 1, 2025 to December 31, 2025". */
export function periodLabel(year: number, endMonth: number): string {
  const period = claimPeriod(year, endMonth);
  return `${formatLongDate(period.start)} to ${formatLongDate(period.end)}`;
}

/** The choice as the period selector words it. */
export function periodOptionLabel(year: number, endMonth: number): string {
  return endMonth === 12 ? `Calendar year ${year}` : `12 months ending ${monthName(endMonth)} ${year}`;
}
