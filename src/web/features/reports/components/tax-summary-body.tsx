import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Printer } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import type { TaxSummary } from "#domain/api/tax-report";
import type { ReportScope } from "../api/report-types";
import { scopeQueryString } from "../api/report-query-keys";
import { periodLabel } from "../lib/period-label";
import { CategoryTable, GrandTotalsList } from "./category-table";
import { useClaimDefaults } from "../../settings/api/use-claim-defaults";
import { CreditEstimateCard } from "./credit-estimate-card";
import { useI18n } from "../../../lib/i18n";

const IncrementalCostCharts = lazy(() => import("./incremental-cost-charts"));

/** The tax summary of a period that has purchases: totals, charts, the credit estimate and the printable summary. */
export function TaxSummaryBody({ summary, scope }: { summary: TaxSummary; scope: ReportScope }) {
  const i18n = useI18n();
  const { t } = i18n;
  const savedProvince = useClaimDefaults().data?.province ?? null;
  return (
    <>
      <Card>
        <CardHeader className="flex flex-col px-4 sm:px-6 gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>{t("tax.byCategory")}</CardTitle>
            <CardDescription>{periodLabel(scope.year, scope.endMonth, i18n)}</CardDescription>
          </div>
          <Link to={`/tax-summary/print?${scopeQueryString(scope)}`} className={buttonClasses({ variant: "secondary" })}>
            <Printer aria-hidden="true" className="size-4" />
            {t("tax.printable")}
          </Link>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <CategoryTable categories={summary.categories} caption={t("tax.byCategoryCaption")} />
          <GrandTotalsList totals={summary.grandTotals} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>{t("tax.overPeriod")}</CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
                <Spinner className="size-4" /> {t("tax.loadingCharts")}
              </p>
            }
          >
            <IncrementalCostCharts summary={summary} />
          </Suspense>
        </CardContent>
      </Card>
      <CreditEstimateCard key={savedProvince ?? "none"} summary={summary} claimant={scope.claimant} savedProvince={savedProvince} />
    </>
  );
}
