import { SubscriptionPage } from "../features/plans/components/subscription-page";
import { SubscriptionSuccessCard } from "../features/plans/components/subscription-success-card";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

/** Where the older subscription page's payment form returns (docs/product-spec.md §2). */
export default function SubscriptionSuccessRoute() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("subscription.title")));
  return (
    <SubscriptionPage title={t("subscription.title")} intro={t("subscription.introPremium")}>
      <SubscriptionSuccessCard />
    </SubscriptionPage>
  );
}
