import { Link } from "react-router";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { PlanStatus } from "../../plans/api/use-plan-status";

/** Receipts read this month against the plan: a bar and what is left on Free, the count alone on Premium. */
export function PlanUsageCard({ plan }: { plan: PlanStatus | undefined }) {
  const limit = plan?.receiptsPerMonth ?? null;
  const used = plan?.receiptsThisMonth ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts this month</CardTitle>
        <CardDescription>{plan ? (plan.isPremium ? "Premium plan: unlimited receipts" : "Free plan") : "Loading your plan..."}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-semibold text-slate-900" data-testid="receipts-this-month">
          {plan ? (limit === null ? used : `${used} of ${limit}`) : "…"}
        </p>
        {plan && limit !== null && (
          <>
            <ProgressBar label="Receipts used this month" value={Math.min(used, limit)} max={limit} className="bg-slate-100" />
            <p className="text-sm text-slate-600">
              {used >= limit ? "You have used this month's free receipts." : `${limit - used} left this month.`}
              {plan.paymentsAvailable && (
                <>
                  {" "}
                  <Link to="/subscription" className="font-medium text-emerald-800 underline underline-offset-4">
                    Go unlimited with Premium
                  </Link>
                </>
              )}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
