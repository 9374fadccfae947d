import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { PlanStatus } from "#domain/api/plans";
import { ReceiptUsage } from "../../plans/components/receipt-usage";

/** Receipts read this month against the plan, in large type, with the usage bar My Subscription shows. */
export function PlanUsageCard({ plan }: { plan: PlanStatus | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts this month</CardTitle>
        <CardDescription>{plan ? (plan.isPremium ? "Premium plan: unlimited receipts" : "Free plan") : "Loading your plan..."}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-semibold text-slate-900" data-testid="receipts-this-month">
          {plan ? (plan.receiptsPerMonth === null ? plan.receiptsThisMonth : `${plan.receiptsThisMonth} of ${plan.receiptsPerMonth}`) : "…"}
        </p>
        {plan && <ReceiptUsage status={plan} />}
        {plan && plan.receiptsPerMonth !== null && plan.paymentsAvailable && (
          <Link to="/subscription" className="inline-block text-sm font-medium text-emerald-800 underline underline-offset-4">
            Go unlimited with Premium
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
