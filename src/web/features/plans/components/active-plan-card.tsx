import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatLocalLongDate } from "../../../lib/format";
import type { SubscriptionView } from "#domain/api/plans";
import { PREMIUM_PLAN_NAME } from "../lib/plan-features";
import { SubscriptionDetails } from "./subscription-details";

interface ActivePlanCardProps {
  subscription: SubscriptionView | null;
  /** What the subscriber can do with the plan; none once there is nothing left to do. */
  actions?: ReactNode;
}

/** docs/product-spec.md §2: the paid plan with its "Active" badge and details. */
export function ActivePlanCard({ subscription, actions }: ActivePlanCardProps) {
  const endsOn = subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd ? formatLocalLongDate(subscription.currentPeriodEnd) : null;
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{PREMIUM_PLAN_NAME} Plan</CardTitle>
          <Badge>Active</Badge>
        </div>
        <CardDescription>Unlimited receipts, detailed reports and CSV exports.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <SubscriptionDetails subscription={subscription} />
        {subscription?.cancelAtPeriodEnd && (
          <Alert variant="info" title="Your subscription is cancelled">
            {endsOn
              ? `You keep unlimited receipts until ${endsOn}. It will not renew, and you will not be charged again.`
              : "It will not renew, and you will not be charged again."}
          </Alert>
        )}
        {actions && <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
      </CardContent>
    </Card>
  );
}
