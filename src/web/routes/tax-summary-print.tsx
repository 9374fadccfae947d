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

/** The printable per-product claim summary (docs/tax-rules.md "Documents to keep", item 3); prints cleanly to PDF. */
export default function TaxSummaryPrintPage() {
  useDocumentTitle(siteTitle("Claim Summary"));
  const { scope, isPending } = useReportScope();
  if (isPending) return <PageSpinner label="Loading your claim summary..." />;
  return <PrintableSummary scope={scope} />;
}

function PrintableSummary({ scope }: { scope: ReportScope }) {
  const summary = useClaimSummary(scope);
  const documents = useClaimDocuments();
  const claimantName = documents.data?.claimantName ?? null;
  const recordPrint = usePrintRecorder(scope, (summary.data?.products.length ?? 0) > 0);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/tax-summary?${scopeQueryString(scope)}`} className={buttonClasses({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Tax Summary
        </Link>
        <Button
          onClick={() => {
            recordPrint();
            window.print();
          }}
          disabled={!summary.data}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>
      <OverlappingPrintsWarning scope={scope} className="print:hidden" />
      {documents.isSuccess && claimantName === null && (
        <Alert variant="info" title="Whose claim is this?" className="print:hidden">
          <p className="mb-3">Add the claimant's name once; it is kept in your settings and printed on every summary.</p>
          <ClaimantNameForm initial={null} submitLabel="Add to the summary" />
        </Alert>
      )}
      {summary.isError ? (
        <LoadError
          message="There was a problem loading your tax report. Please try again later."
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : summary.isPending ? (
        <PageSpinner label="Loading your claim summary..." />
      ) : (
        <div data-print-document className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:shadow-none">
          <ClaimSummaryDocument summary={summary.data} claimantName={claimantName} />
        </div>
      )}
    </div>
  );
}
