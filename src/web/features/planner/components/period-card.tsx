import type { PeriodChoice } from "#domain/planner/best-claim-period";
import { formatLongDate } from "../../../lib/format";
import type { PlannerResult } from "../lib/plan-from-data";
import { PLANNER_TEXT } from "../lib/planner-texts";

/** The best 12-month period, its totals by line, and the rule that chose it. */
export function PeriodCard({ period, totals }: { period: PeriodChoice | null; totals: PlannerResult["totals"] }) {
  return (
    <section aria-labelledby="period-title" className="space-y-2 rounded-xl bg-slate-50 p-4">
      <h2 id="period-title" className="text-base font-semibold text-slate-900">
        {PLANNER_TEXT.period}
      </h2>
      {period ? (
        <>
          <p className="text-xl font-semibold text-slate-900" data-testid="best-period">
            {formatLongDate(period.period.start)} – {formatLongDate(period.period.end)}
          </p>
          <p className="text-sm text-slate-700">{period.rule}</p>
          <p className="text-sm text-slate-600">
            {PLANNER_TEXT.periodTotals(totals["33099"].gfCents, totals["33099"].otherCents, totals["33199"].gfCents + totals["33199"].otherCents)}
          </p>
          {period.blockedEndMonths.length > 0 && <p className="text-sm text-slate-600">{PLANNER_TEXT.periodBlocked(period.blockedEndMonths.length)}</p>}
        </>
      ) : (
        <p className="text-sm text-slate-700">{PLANNER_TEXT.periodNone}</p>
      )}
    </section>
  );
}
