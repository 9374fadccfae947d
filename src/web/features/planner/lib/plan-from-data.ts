import type { ClaimPlannerData, OtherExpense } from "#domain/api/planner";
import type { Translator } from "#domain/i18n/translator";
import { bestClaimPeriod, type MonthTotal, type PeriodChoice } from "#domain/planner/best-claim-period";
import { planClaim, type ClaimPlan } from "#domain/planner/claim-plan";
import { isInPeriod } from "#domain/tax/claim-period";
import { taxLineFor, type TaxLine } from "#domain/tax/claimant";
import type { ProvinceCode } from "#domain/tax/provinces";

/** What the user typed on the page, in cents; null while a field is empty. */
export interface TypedHousehold {
  netIncomeCents: number | null;
  earnedIncomeCents: number | null;
  spouseNetIncomeCents: number | null;
  spouseEarnedIncomeCents: number | null;
  dependantNetIncomeCents: number | null;
}

export interface PlannerResult {
  period: PeriodChoice | null;
  /** The period's eligible expenses by line: gluten-free cost from the server, other expenses from the list. */
  totals: Record<TaxLine, { gfCents: number; otherCents: number }>;
  /** Null until the user's own net income is known: every threshold starts from it. */
  plan: ClaimPlan | null;
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/**
 * The planner's reasoning over the server's data and what the user typed, all of it the domain's (src/domain/planner):
 * the best 12-month period over gluten-free and other expenses together, the period's totals by line, and the plan.
 */
export function planFromData(
  data: ClaimPlannerData,
  others: readonly OtherExpense[],
  typed: TypedHousehold,
  province: ProvinceCode | null,
  words: Pick<Translator, "t" | "format">,
): PlannerResult {
  const months = new Map<string, number>();
  const add = (month: string, cents: number) => months.set(month, (months.get(month) ?? 0) + cents);
  for (const m of data.months) add(m.month, m.eligibleCents);
  for (const o of others) add(monthOf(o.date), o.amountCents);
  const monthTotals: MonthTotal[] = [...months].map(([month, cents]) => ({ month, cents }));
  const period = bestClaimPeriod({ year: data.year, months: monthTotals, printed: data.printed }, words);

  const totals: PlannerResult["totals"] = { "33099": { gfCents: 0, otherCents: 0 }, "33199": { gfCents: 0, otherCents: 0 } };
  if (period) {
    const first = monthOf(period.period.start);
    const last = monthOf(period.period.end);
    for (const m of data.months) if (m.month >= first && m.month <= last) totals[m.taxLine].gfCents += m.eligibleCents;
    for (const o of others) if (isInPeriod(o.date, period.period)) totals[taxLineFor(o.claimant)].otherCents += o.amountCents;
  }

  const plan =
    typed.netIncomeCents === null
      ? null
      : planClaim({
          year: data.year,
          province,
          you: { netIncomeCents: typed.netIncomeCents, earnedIncomeCents: typed.earnedIncomeCents ?? 0 },
          spouse:
            typed.spouseNetIncomeCents === null
              ? null
              : { netIncomeCents: typed.spouseNetIncomeCents, earnedIncomeCents: typed.spouseEarnedIncomeCents ?? 0 },
          expenses33099Cents: totals["33099"].gfCents + totals["33099"].otherCents,
          expenses33199Cents: totals["33199"].gfCents + totals["33199"].otherCents,
          dependantNetIncomeCents: typed.dependantNetIncomeCents ?? 0,
        }, words);
  return { period, totals, plan };
}
