import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { useLineItems } from "../features/reports/api/use-line-items";
import { useTaxSummary } from "../features/reports/api/use-tax-summary";
import { AllReceiptsCard } from "../features/reports/components/all-receipts-card";
import { DownloadCsvButton } from "../features/reports/components/download-csv-button";
import { EvidencePackCard } from "../features/reports/components/evidence-pack-card";
import { LoadError } from "../components/ui/load-error";
import { ReportSummaryCard } from "../features/reports/components/report-summary-card";
import { YearSelect } from "../features/reports/components/year-select";
import { useReportScope } from "../features/reports/api/use-report-scope";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function ReportsPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("nav.reports")));
  const { scope, years, isPending: yearsPending, update } = useReportScope();
  // The reports page is the calendar year of docs/product-spec.md §2; periods and claimants belong to the tax summary.
  const yearScope = { year: scope.year, endMonth: 12, claimant: null };
  const summary = useTaxSummary(yearsPending ? null : yearScope);
  const lines = useLineItems(yearsPending ? null : scope.year);

  const failed = summary.isError || lines.isError;
  const retry = () => {
    void summary.refetch();
    void lines.refetch();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t("reports.title")}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <YearSelect years={years} value={scope.year} onChange={(year) => update({ year })} />
          <Link to={`/tax-summary?year=${scope.year}`} className={buttonClasses({ variant: "outline" })}>
            {t("reports.taxSummaryFor", { year: scope.year })}
          </Link>
          <DownloadCsvButton scope={yearScope} />
        </div>
      </div>

      {failed ? (
        <LoadError
          title={t("reports.failed")}
          message={(summary.error ?? lines.error)?.message ?? t("common.tryAgain")}
          onRetry={retry}
          retrying={summary.isFetching || lines.isFetching}
        />
      ) : yearsPending || summary.isPending || lines.isPending ? (
        <PageSpinner label={t("reports.loading")} />
      ) : (
        <>
          <ReportSummaryCard summary={summary.data} year={scope.year} />
          {lines.data.length > 0 && <EvidencePackCard year={scope.year} />}
          <AllReceiptsCard items={lines.data} year={scope.year} onShowYear={(year) => update({ year })} />
        </>
      )}
    </div>
  );
}
