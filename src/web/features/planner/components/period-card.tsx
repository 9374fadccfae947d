import type { PeriodChoice } from "#domain/planner/best-claim-period";
import type { PlannerResult } from "../lib/plan-from-data";
import { useI18n } from "../../../lib/i18n";

/** The best 12-month period, its totals by line, and the rule that chose it. */
export function PeriodCard({ period, totals }: { period: PeriodChoice | null; totals: PlannerResult["totals"] }) {
  const { t, format } = useI18n();
  return (
    <section aria-labelledby="period-title" className="space-y-2 rounded-xl bg-slate-50 p-4">
      <h2 id="period-title" className="text-base font-semibold text-slate-900">
        {t("planner.period")}
      </h2>
      {period ? (
        <>
          <p className="text-xl font-semibold text-slate-900" data-testid="best-period">
            {format.longDate(period.period.start)} – {format.longDate(period.period.end)}
          </p>
          <p className="text-sm text-slate-700">{period.rule}</p>
          <p className="text-sm text-slate-600">
            {t("planner.periodTotals", {
              gf: format.money(totals["33099"].gfCents),
              other: format.money(totals["33099"].otherCents),
              dependant: format.money(totals["33199"].gfCents + totals["33199"].otherCents),
            })}
          </p>
          {period.blockedEndMonths.length > 0 && <p className="text-sm text-slate-600">{t("planner.periodBlocked", { count: period.blockedEndMonths.length })}</p>}
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("planner.periodNone")}</p>
      )}
    </section>
  );
}
