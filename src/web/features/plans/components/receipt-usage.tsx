import { ProgressBar } from "../../../components/ui/progress-bar";
import { formatCount } from "../../../lib/format";
import type { PlanStatus } from "#domain/api/plans";

/** This month's receipts against the Free plan's limit; a server without a limit just counts them. */
export function ReceiptUsage({ status }: { status: Pick<PlanStatus, "receiptsThisMonth" | "receiptsPerMonth"> }) {
  if (status.receiptsPerMonth === null) {
    const count = status.receiptsThisMonth;
    return <p className="text-sm text-slate-600">{`${formatCount(count, "receipt")} processed this month.`}</p>;
  }
  const used = Math.min(status.receiptsThisMonth, status.receiptsPerMonth);
  const left = status.receiptsPerMonth - used;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {used} of {status.receiptsPerMonth} receipts used this month ({left} left). The count starts again on the 1st.
      </p>
      <ProgressBar label="Receipts used this month" value={used} max={status.receiptsPerMonth} className="bg-slate-100" />
    </div>
  );
}
