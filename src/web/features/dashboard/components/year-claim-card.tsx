import { Link } from "react-router";
import { dollarsToCents, formatCents } from "#domain/money";
import { LoadError } from "../../../components/ui/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatCount } from "../../../lib/format";
import type { TaxSummary } from "#domain/api/tax-report";
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
  const eligibleCents = summary ? dollarsToCents(summary.grandTotals.totalTaxDeduction) : null;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Your {year} claim so far</CardTitle>
        <CardDescription>Gluten-free incremental cost from the receipts you saved, purchases dated {year}.</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadError message={`Your ${year} totals could not be loaded.`} onRetry={onRetry} retrying={retrying} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-emerald-50 p-4">
              <dt className="text-sm font-medium text-emerald-900">Eligible medical expenses</dt>
              <dd className="mt-1 text-3xl font-semibold text-emerald-900" data-testid="eligible-expenses">
                {eligibleCents === null ? "…" : formatCents(eligibleCents)}
              </dd>
              <dd className="mt-1 text-sm text-emerald-900">
                {summary ? `${formatCount(summary.grandTotals.itemsLogged, "item")} saved` : ""}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              <CreditOutlook outlook={summary?.credit} />
            </div>
          </dl>
        )}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <Link to="/tax-summary" className="font-medium text-emerald-800 underline underline-offset-4">
            Estimate your credit with your income on the Tax Summary
          </Link>
          <Link to={`/claim-planner?year=${year}`} className="font-medium text-emerald-800 underline underline-offset-4">
            Plan your claim: best period, who claims
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
