import { SubscriptionPage } from "../features/plans/components/subscription-page";
import { SubscriptionSuccessCard } from "../features/plans/components/subscription-success-card";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

/** Where the older subscription page's payment form returns (docs/product-spec.md §2). */
export default function SubscriptionSuccessRoute() {
  useDocumentTitle(siteTitle("Subscription"));
  return (
    <SubscriptionPage title="Subscription" intro="Your plan, and Premium for unlimited receipts.">
      <SubscriptionSuccessCard />
    </SubscriptionPage>
  );
}
