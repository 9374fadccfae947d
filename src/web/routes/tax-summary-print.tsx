import { Link } from "react-router";
import { ArrowLeft, Printer } from "lucide-react";
import { Button, buttonClasses } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { scopeQueryString } from "../features/reports/api/report-query-keys";
import type { ReportScope } from "../features/reports/api/report-types";
import { useClaimSummary } from "../features/reports/api/use-claim-summary";
import { ClaimSummaryDocument } from "../features/reports/components/claim-summary-document";
import { OverlappingPrintsWarning } from "../features/reports/components/overlapping-prints-warning";
import { Alert } from "../components/ui/alert";
import { LoadError } from "../components/ui/load-error";
import { useClaimDocuments } from "../features/dashboard/api/use-claim-documents";
import { ClaimantNameForm } from "../features/settings/components/claimant-name-form";
import { usePrintRecorder } from "../features/reports/api/use-print-recorder";
import { useReportScope } from "../features/reports/api/use-report-scope";
import "../features/reports/components/claim-summary-print.css";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

/** The printable per-product claim summary (docs/tax-rules.md "Documents to keep", item 3); prints cleanly to PDF. */
export default function TaxSummaryPrintPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("summary.pageTitle")));
  const { scope, isPending } = useReportScope();
  if (isPending) return <PageSpinner label={t("summary.loading")} />;
  return <PrintableSummary scope={scope} />;
}

function PrintableSummary({ scope }: { scope: ReportScope }) {
  const { t } = useI18n();
  const summary = useClaimSummary(scope);
  const documents = useClaimDocuments();
  const claimantName = documents.data?.claimantName ?? null;
  const recordPrint = usePrintRecorder(scope, (summary.data?.products.length ?? 0) > 0);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/tax-summary?${scopeQueryString(scope)}`} className={buttonClasses({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("summary.back")}
        </Link>
        <Button
          onClick={() => {
            recordPrint();
            window.print();
          }}
          disabled={!summary.data}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t("summary.print")}
        </Button>
      </div>
      <OverlappingPrintsWarning scope={scope} className="print:hidden" />
      {documents.isSuccess && claimantName === null && (
        <Alert variant="info" title={t("summary.name.title")} className="print:hidden">
          <p className="mb-3">{t("summary.name.text")}</p>
          <ClaimantNameForm initial={null} submitLabel={t("summary.name.submit")} />
        </Alert>
      )}
      {summary.isError ? (
        <LoadError
          message={t("tax.failed")}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : summary.isPending ? (
        <PageSpinner label={t("summary.loading")} />
      ) : (
        <div data-print-document className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:shadow-none">
          <ClaimSummaryDocument summary={summary.data} claimantName={claimantName} />
        </div>
      )}
    </div>
  );
}
