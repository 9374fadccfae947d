import type { Translator } from "../i18n/translator";
import type { Cents } from "../money";
import { claimPeriod, periodsOverlap, type ClaimPeriod } from "../tax/claim-period";

/** Eligible expenses of one month, `"2025-03"`: gluten-free incremental cost and the other medical expenses together. */
export interface MonthTotal {
  month: string;
  cents: Cents;
}

export interface PeriodChoice {
  /** The last month (1-12) of the chosen 12 months; 12 is the calendar year. */
  endMonth: number;
  period: ClaimPeriod;
  totalCents: Cents;
  /** Months whose period was left out because it overlaps a period printed for another year's return. */
  blockedEndMonths: number[];
  rule: string;
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/**
 * The 12-month period ending in the tax year with the largest eligible total (docs/tax-rules.md: any 12 months ending
 * in the year, not claimed before). A period overlapping one printed for another year's return is left out: those
 * expenses were claimed then. A tie goes to the later end month, so the calendar year wins when nothing beats it.
 * Null when every period overlaps a printed one.
 */
export function bestClaimPeriod(
  input: { year: number; months: readonly MonthTotal[]; printed: readonly ClaimPeriod[] },
  { t, format }: Pick<Translator, "t" | "format">,
): PeriodChoice | null {
  const claimedElsewhere = input.printed.filter((p) => Number(p.end.slice(0, 4)) !== input.year);
  const blockedEndMonths: number[] = [];
  let best: { endMonth: number; period: ClaimPeriod; totalCents: Cents } | null = null;
  for (let endMonth = 12; endMonth >= 1; endMonth--) {
    const period = claimPeriod(input.year, endMonth);
    if (claimedElsewhere.some((p) => periodsOverlap(p, period))) {
      blockedEndMonths.push(endMonth);
      continue;
    }
    const first = monthOf(period.start);
    const last = monthOf(period.end);
    const totalCents = input.months.filter((m) => m.month >= first && m.month <= last).reduce((sum, m) => sum + m.cents, 0);
    if (!best || totalCents > best.totalCents) best = { endMonth, period, totalCents };
  }
  if (!best) return null;
  const total = format.money(best.totalCents);
  const rule =
    best.endMonth === 12
      ? t("planner.rule.calendarYear", { total, year: input.year })
      : t("planner.rule.monthsEnding", { end: format.longDate(best.period.end), total, year: input.year });
  return { ...best, blockedEndMonths: blockedEndMonths.sort((a, b) => a - b), rule };
}
