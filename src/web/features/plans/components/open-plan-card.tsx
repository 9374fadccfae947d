import type { PlanStatus } from "#domain/api/plans";
import { Badge } from "../../../components/ui/badge";
import { PlanCard } from "./plan-card";
import { ReceiptUsage } from "./receipt-usage";

/**
 * My Subscription where this server sells no Premium: the one plan every account has there, with every feature, and
 * this month's receipts. Nothing to buy, so nothing about buying (decision 025).
 */
export function OpenPlanCard({ status }: { status: PlanStatus }) {
  return (
    <div className="max-w-md">
      <PlanCard name="Free" price="$0" period="forever" plan={{ receiptsPerMonth: status.receiptsPerMonth }} badge={<Badge>Current plan</Badge>}>
        <p className="text-sm text-slate-600">Every feature is open to every account on this server.</p>
        <ReceiptUsage status={status} />
      </PlanCard>
    </div>
  );
}
