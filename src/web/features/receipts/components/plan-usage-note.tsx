import { Link } from "react-router";
import { usePlanStatus } from "../../plans/api/use-plan-status";

/** What is left of the Free plan this month; Premium has no limit to show, and is offered only where it is sold. */
export function PlanUsageNote() {
  const { data } = usePlanStatus();
  if (!data || data.receiptsPerMonth === null) return null;
  const left = Math.max(0, data.receiptsPerMonth - data.receiptsThisMonth);
  return (
    <p className="text-sm text-slate-600">
      Free plan: {data.receiptsThisMonth} of {data.receiptsPerMonth} receipts used this month ({left} left).
      {data.paymentsAvailable && (
        <>
          {" "}
          <Link to="/subscription" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
            Go unlimited with Premium
          </Link>
        </>
      )}
    </p>
  );
}
