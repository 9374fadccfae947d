import type { ClaimPeriod } from "#domain/tax/claim-period";

/** The twelve "YYYY-MM" months of a claim period, in order, each with its amount (0 where nothing was bought). */
export function fillPeriodMonths(period: ClaimPeriod, amounts: readonly { month: string; deduction: number }[]) {
  const byMonth = new Map(amounts.map((a) => [a.month, a.deduction]));
  const [startYear, startMonth] = period.start.split("-").map(Number) as [number, number];
  const last = period.end.slice(0, 7);
  const months: { month: string; deduction: number }[] = [];
  for (let i = 0; i < 24; i++) {
    const index = startMonth - 1 + i;
    const month = `${startYear + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    months.push({ month, deduction: byMonth.get(month) ?? 0 });
    if (month === last) break;
  }
  return months;
}
