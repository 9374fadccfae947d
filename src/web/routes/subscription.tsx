import { useI18n } from "../lib/i18n";
import { useRef } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { usePaymentSubscription } from "../features/plans/api/use-payment-subscription";
import { ActivePlanWithCancel } from "../features/plans/components/cancel-and-reload";
import { SubscriptionCheckError } from "../features/plans/components/subscription-check-error";
import { SubscriptionPage } from "../features/plans/components/subscription-page";
import { UpgradeFlow } from "../features/plans/components/upgrade-flow";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

/**
 * docs/product-spec.md §2's older subscription page: the Premium plan, or Free and Premium with the upgrade. Where
 * Premium is not sold there is no upgrade to show, so My Subscription says what the plan gives (decision 025).
 */
export default function SubscriptionRoute() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("subscription.title")));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = usePaymentSubscription();

  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError) body = <SubscriptionCheckError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.isSubscribed) body = <ActivePlanWithCancel subscription={query.data.subscription} returnFocusTo={headingRef} />;
  else if (!query.data.paymentsAvailable) return <Navigate to="/my-subscription" replace />;
  else body = <UpgradeFlow returnPath="/subscription/success" />;

  // Premium is named only once the server says it sells it.
  const intro = t(query.data?.paymentsAvailable ? "subscription.introPremium" : "subscription.intro");
  return (
    <SubscriptionPage title={t("subscription.title")} intro={intro} headingRef={headingRef}>
      {body}
    </SubscriptionPage>
  );
}
