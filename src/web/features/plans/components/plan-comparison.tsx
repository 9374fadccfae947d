import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { PREMIUM_PLAN_NAME } from "../lib/plan-features";
import { PlanCard } from "./plan-card";

interface PlanComparisonProps {
  /** Under the Free plan's features: this month's receipts, where known. */
  freeDetails?: ReactNode;
  /** The upgrade button, or why there is none. */
  upgrade: ReactNode;
}

/** docs/product-spec.md §2: the Free and Premium plans side by side for a user on Free. */
export function PlanComparison({ freeDetails, upgrade }: PlanComparisonProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard name="Free" price="$0" period="forever" plan="free" badge={<Badge>Current plan</Badge>}>
        {freeDetails}
      </PlanCard>
      <PlanCard name={PREMIUM_PLAN_NAME} price="$12" period="/ year CAD" plan="premium" highlighted>
        <p className="text-sm text-slate-600">That is $1 a month, with a 30-day money-back guarantee.</p>
        {upgrade}
      </PlanCard>
    </div>
  );
}
