import { Link } from "react-router";
import { dollarsToCents } from "#domain/money";
import { LoadError } from "../../../components/ui/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { TaxSummary } from "#domain/api/tax-report";
import { useI18n } from "../../../lib/i18n";
import { CreditOutlook } from "./credit-outlook";

/**
 * The year so far: eligible expenses (each line's difference × the share claimed) and the federal credit the server
 * worked out for them: the estimate at the net income saved in Settings, or the range in words without one (decision
 * 024); the Tax Summary works it out with other medical expenses too.
 */
interface YearClaimCardProps {
  year: number;
  summary: TaxSummary | undefined;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}

export function YearClaimCard({ year, summary, failed, onRetry, retrying }: YearClaimCardProps) {
  const { t, format } = useI18n();
  const eligibleCents = summary ? dollarsToCents(summary.grandTotals.totalTaxDeduction) : null;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t("dashboard.claim.title", { year })}</CardTitle>
        <CardDescription>{t("dashboard.claim.lead", { year })}</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadError message={t("dashboard.claim.failed", { year })} onRetry={onRetry} retrying={retrying} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-emerald-50 p-4">
              <dt className="text-sm font-medium text-emerald-900">{t("dashboard.claim.eligible")}</dt>
              <dd className="mt-1 text-3xl font-semibold text-emerald-900" data-testid="eligible-expenses">
                {eligibleCents === null ? "…" : format.money(eligibleCents)}
              </dd>
              <dd className="mt-1 text-sm text-emerald-900">
                {summary ? t("dashboard.claim.itemsSaved", { count: summary.grandTotals.itemsLogged }) : ""}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              <CreditOutlook outlook={summary?.credit} />
            </div>
          </dl>
        )}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <Link to="/tax-summary" className="font-medium text-emerald-800 underline underline-offset-4">
            {t("dashboard.claim.estimateLink")}
          </Link>
          <Link to={`/claim-planner?year=${year}`} className="font-medium text-emerald-800 underline underline-offset-4">
            {t("dashboard.claim.planLink")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
