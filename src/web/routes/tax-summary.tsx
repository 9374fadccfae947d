import { PageSpinner } from "../components/ui/spinner";
import { Card, CardContent } from "../components/ui/card";
import { useTaxSummary } from "../features/reports/api/use-tax-summary";
import { ClaimControls } from "../features/reports/components/claim-controls";
import { DocumentationReminder } from "../features/reports/components/documentation-reminder";
import { DownloadCsvButton } from "../features/reports/components/download-csv-button";
import { NoDataCard } from "../features/reports/components/no-data-card";
import { OverlappingPrintsWarning } from "../features/reports/components/overlapping-prints-warning";
import { LoadError } from "../components/ui/load-error";
import { TaxInformationCard } from "../features/reports/components/tax-information-card";
import { TaxSummaryBody } from "../features/reports/components/tax-summary-body";
import { YearSelect } from "../features/reports/components/year-select";
import { useReportScope } from "../features/reports/api/use-report-scope";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function TaxSummaryPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("tax.title")));
  const { scope, years, isPending: yearsPending, update } = useReportScope();
  const summary = useTaxSummary(yearsPending ? null : scope);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t("tax.title")}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <YearSelect years={years} value={scope.year} onChange={(year) => update({ year })} />
          <DownloadCsvButton scope={scope} />
        </div>
      </div>

      <DocumentationReminder />

      <Card>
        <CardContent className="px-4 pt-6 sm:px-6">
          <ClaimControls scope={scope} onChange={update} />
        </CardContent>
      </Card>

      {!yearsPending && <OverlappingPrintsWarning scope={scope} />}

      {summary.isError ? (
        <LoadError
          message={t("tax.failed")}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : yearsPending || summary.isPending ? (
        <PageSpinner label={t("tax.loading")} />
      ) : summary.data.grandTotals.itemsLogged === 0 ? (
        <NoDataCard year={scope.year} />
      ) : (
        <TaxSummaryBody summary={summary.data} scope={scope} />
      )}

      <TaxInformationCard />
    </div>
  );
}
