import { z } from "zod";

/** A claim period: any 12-month period ending in the tax year (docs/tax-rules.md), as inclusive ISO dates. */
export const claimPeriodSchema = z.object({ start: z.iso.date(), end: z.iso.date() });
export type ClaimPeriod = z.infer<typeof claimPeriodSchema>;

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The 12 months ending with `endMonth` (1-12) of `taxYear`; December gives the calendar year. */
export function claimPeriod(taxYear: number, endMonth = 12): ClaimPeriod {
  if (!Number.isInteger(endMonth) || endMonth < 1 || endMonth > 12) throw new RangeError("endMonth must be 1-12");
  const startMonth = endMonth === 12 ? 1 : endMonth + 1;
  const startYear = endMonth === 12 ? taxYear : taxYear - 1;
  return { start: iso(startYear, startMonth, 1), end: iso(taxYear, endMonth, daysInMonth(taxYear, endMonth)) };
}

export function isInPeriod(date: string, period: ClaimPeriod): boolean {
  return date >= period.start && date <= period.end;
}

/** Two periods share at least one day. */
export function periodsOverlap(a: ClaimPeriod, b: ClaimPeriod): boolean {
  return a.start <= b.end && b.start <= a.end;
}
