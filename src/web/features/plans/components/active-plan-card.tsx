import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { SubscriptionView } from "#domain/api/plans";
import { SubscriptionDetails } from "./subscription-details";
import { useI18n } from "../../../lib/i18n";

interface ActivePlanCardProps {
  subscription: SubscriptionView | null;
  /** What the subscriber can do with the plan; none once there is nothing left to do. */
  actions?: ReactNode;
}

/** docs/product-spec.md §2: the paid plan with its "Active" badge and details. */
export function ActivePlanCard({ subscription, actions }: ActivePlanCardProps) {
  const { t, format } = useI18n();
  const endsOn = subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd ? format.localLongDate(subscription.currentPeriodEnd) : null;
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t("subscription.premiumPlan")}</CardTitle>
          <Badge>{t("subscription.status.active")}</Badge>
        </div>
        <CardDescription>{t("subscription.premiumLead")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <SubscriptionDetails subscription={subscription} />
        {subscription?.cancelAtPeriodEnd && (
          <Alert variant="info" title={t("subscription.cancelled")}>
            {endsOn ? t("subscription.keepUntil", { date: endsOn }) : t("subscription.noRenewal")}
          </Alert>
        )}
        {actions && <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
      </CardContent>
    </Card>
  );
}
