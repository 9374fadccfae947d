import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import type { PlanStatus } from "./api/use-plan-status";

/** The signed-in user's plan and what is left of this month's Free receipts. */
export function PlanUsageCard({ status }: { status: PlanStatus }) {
  if (status.isPremium || status.receiptsPerMonth === null) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Premium</CardTitle>
          <CardDescription>Unlimited receipts. {status.receiptsThisMonth} processed this month.</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const used = Math.min(status.receiptsThisMonth, status.receiptsPerMonth);
  const left = status.receiptsPerMonth - used;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your plan: Free</CardTitle>
        <CardDescription>
          {used} of {status.receiptsPerMonth} receipts used this month ({left} left). The count starts again on the 1st.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          role="progressbar"
          aria-label="Receipts used this month"
          aria-valuemin={0}
          aria-valuemax={status.receiptsPerMonth}
          aria-valuenow={used}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${(used / status.receiptsPerMonth) * 100}%` }} />
        </div>
        <Link to="/upload-receipt" className={buttonClasses({ variant: "outline" })}>
          Upload a receipt
        </Link>
      </CardContent>
    </Card>
  );
}
