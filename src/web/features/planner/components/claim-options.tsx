import type { ClaimPlan } from "#domain/planner/claim-plan";
import { Badge } from "../../../components/ui/badge";
import { useI18n } from "../../../lib/i18n";

/** Each spouse's return, figure by figure with its rule; the one that gives the most marked; or plainly, not worth it. */
export function ClaimOptions({ plan, hasProvince }: { plan: ClaimPlan; hasProvince: boolean }) {
  const { t, format } = useI18n();
  return (
    <section aria-labelledby="who-claims-title" className="space-y-3">
      <h2 id="who-claims-title" className="text-base font-semibold text-slate-900">
        {t("planner.whoClaims")}
      </h2>
      {plan.notWorthClaiming ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="not-worth-claiming">
          <p className="font-semibold">{plan.notWorthClaiming.rule}</p>
          {plan.notWorthClaiming.wouldChange.length > 0 && (
            <>
              <p className="mt-2">{t("planner.wouldChange")}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {plan.notWorthClaiming.wouldChange.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700" data-testid="best-rule">
          {plan.bestRule}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {plan.options.map((option) => (
          <article
            key={option.claimer}
            aria-label={t("planner.claimer", { claimer: option.claimer })}
            className={`rounded-xl border p-4 ${plan.best === option.claimer ? "border-emerald-300 bg-emerald-50" : "border-slate-200 bg-white"}`}
          >
            <header className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{t("planner.claimer", { claimer: option.claimer })}</h3>
              {plan.best === option.claimer && <Badge>{t("planner.best")}</Badge>}
            </header>
            <dl className="mt-3 space-y-3">
              {option.figures.map((f) => (
                <div key={f.label}>
                  <div className="flex items-baseline justify-between gap-3">
                    <dt className="text-sm font-medium text-slate-800">{f.label}</dt>
                    <dd className="font-semibold tabular-nums">{format.money(f.amountCents)}</dd>
                  </div>
                  <dd className="mt-0.5 text-xs text-slate-600">{f.rule}</dd>
                </div>
              ))}
              <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2">
                <dt className="text-sm font-semibold text-slate-900">{t("planner.total")}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid={`total-${option.claimer}`}>
                  {format.money(option.totalCents)}
                </dd>
              </div>
            </dl>
          </article>
        ))}
      </div>
      {!hasProvince && <p className="text-sm text-slate-600">{t("planner.needProvince")}</p>}
    </section>
  );
}
