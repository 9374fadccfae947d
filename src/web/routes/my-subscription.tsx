import { useRef, type RefObject } from "react";
import { useSearchParams } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { usePlanStatus } from "../features/plans/api/use-plan-status";
import { ActivePlanCard } from "../features/plans/components/active-plan-card";
import { ManagePlanActions } from "../features/plans/components/manage-plan-actions";
import { OpenPlanCard } from "../features/plans/components/open-plan-card";
import { ReceiptUsage } from "../features/plans/components/receipt-usage";
import { SubscriptionCheckError } from "../features/plans/components/subscription-check-error";
import { SubscriptionPage } from "../features/plans/components/subscription-page";
import { SubscriptionSuccessCard } from "../features/plans/components/subscription-success-card";
import { UpgradeFlow } from "../features/plans/components/upgrade-flow";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

/**
 * docs/product-spec.md §2 My Subscription: the success card after paying, else the Premium plan or Free versus Premium;
 * where Premium is not sold, the one plan every account has (decision 025).
 */
export default function MySubscriptionPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("nav.mySubscription")));
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <SubscriptionPage title={t("nav.mySubscription")} intro={t("subscription.myIntro")} headingRef={headingRef}>
      {params.get("success") === "true" ? <SubscriptionSuccessCard /> : <PlanBody headingRef={headingRef} />}
    </SubscriptionPage>
  );
}

function PlanBody({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const status = usePlanStatus();
  if (status.isPending) return <PageSpinner />;
  if (status.isError) return <SubscriptionCheckError onRetry={() => void status.refetch()} retrying={status.isFetching} />;

  const { data } = status;
  if (data.isPremium) {
    return (
      <ActivePlanCard
        subscription={data.subscription}
        actions={<ManagePlanActions subscription={data.subscription} returnFocusTo={headingRef} />}
      />
    );
  }
  if (!data.paymentsAvailable) return <OpenPlanCard status={data} />;
  return (
    <UpgradeFlow
      returnPath="/my-subscription?success=true"
      toastPaymentErrors
      freeDetails={<ReceiptUsage status={data} />}
    />
  );
}
