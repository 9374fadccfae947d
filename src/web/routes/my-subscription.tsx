import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function MySubscriptionPage() {
  return (
    <PlaceholderPage title="My Subscription">
      See your current plan, upgrade to Pro for unlimited receipts, or manage your subscription.
    </PlaceholderPage>
  );
}
