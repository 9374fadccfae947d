import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function SubscriptionPage() {
  return (
    <PlaceholderPage title="Subscription">
      Compare the Free and Premium plans and manage your subscription.
    </PlaceholderPage>
  );
}
