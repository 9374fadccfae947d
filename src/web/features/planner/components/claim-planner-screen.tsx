import { useSearchParams } from "react-router";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { useClaimPlannerData } from "../api/use-claim-planner-data";
import { useOtherExpenses } from "../api/use-other-expenses";
import { ClaimPlannerView } from "./claim-planner-view";
import { useI18n } from "../../../lib/i18n";
import { useReportYears } from "../../reports/api/use-report-years";
import { useClaimDefaults } from "../../settings/api/use-claim-defaults";
import { siteTitle, useDocumentTitle } from "../../../lib/document-title";

/** The claim planner (decision 030): the year from `?year=`, else the year the reports open on. */
export function ClaimPlannerScreen() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const { years, currentYear, defaultYear } = useReportYears();
  const asked = Number(params.get("year"));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= currentYear ? asked : defaultYear;
  useDocumentTitle(siteTitle(t("planner.title", { year })));
  const data = useClaimPlannerData(year);
  const expenses = useOtherExpenses();
  const defaults = useClaimDefaults();
  const failed = [data, expenses, defaults].find((q) => q.isError);
  const choices = [...new Set([currentYear, ...years])].sort((a, b) => b - a);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t("planner.title", { year })}</h1>
        <p className="max-w-3xl text-slate-600">{t("planner.intro")}</p>
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          {t("planner.yearLabel")}
          <select
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            value={year}
            onChange={(e) => setParams({ year: e.target.value })}
          >
            {choices.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </header>
      {failed ? (
        <LoadError message={failed.error?.message ?? ""} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : data.data && expenses.data && defaults.data ? (
        <ClaimPlannerView key={year} data={data.data} expenses={expenses.data.expenses} defaults={defaults.data} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading…
        </p>
      )}
    </div>
  );
}
