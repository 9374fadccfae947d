import { Link } from "react-router";
import { Upload } from "lucide-react";
import { buttonClasses } from "../components/ui/button";
import { useAuth } from "../features/auth/api/use-user";
import { DocumentsChecklist } from "../features/dashboard/components/documents-checklist";
import { PlanUsageCard } from "../features/dashboard/components/plan-usage-card";
import { RecentReceipts } from "../features/dashboard/components/recent-receipts";
import { YearClaimCard } from "../features/dashboard/components/year-claim-card";
import { usePlanStatus } from "../features/plans/api/use-plan-status";
import { useReportYears } from "../features/reports/api/use-report-years";
import { useTaxSummary } from "../features/reports/api/use-tax-summary";
import { WaitingReceipts } from "../features/receipts/components/waiting-receipts";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

/** A member's home: where the year's claim stands, what waits for review, and what to keep for the CRA. */
export default function DashboardPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("nav.dashboard")));
  const { user } = useAuth();
  // As on Reports: this year once it has purchases, until then the newest year that has (last year's, in January).
  const { defaultYear: year, isPending: yearPending } = useReportYears();
  const summary = useTaxSummary(yearPending ? null : { year, endMonth: 12, claimant: null });
  const plan = usePlanStatus();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("nav.dashboard")}</h1>
          <p className="text-slate-600">
            {user?.email && `${t("dashboard.signedInAs", { email: user.email })} `}
            {t("dashboard.lead")}
          </p>
        </div>
        <Link to="/upload-receipt" className={buttonClasses({ size: "lg" })}>
          <Upload aria-hidden="true" className="size-4" />
          {t("nav.uploadReceipt")}
        </Link>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <YearClaimCard
          year={year}
          summary={summary.data}
          failed={summary.isError}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
        <PlanUsageCard plan={plan.data} />
      </div>
      <WaitingReceipts showEmpty />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentReceipts />
        <DocumentsChecklist year={year} itemsSaved={summary.data?.grandTotals.itemsLogged ?? null} />
      </div>
    </div>
  );
}
