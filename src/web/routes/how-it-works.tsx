import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function HowItWorksPage() {
  return (
    <PlaceholderPage title="How It Works">
      Upload a receipt, check the gluten-free matches, and download a CRA-ready report of the extra costs.
    </PlaceholderPage>
  );
}
