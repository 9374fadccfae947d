import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function TaxSummaryPage() {
  return (
    <PlaceholderPage title="Tax Deduction Summary">
      The incremental cost of your gluten-free food for the year, by category, for your medical expense claim.
    </PlaceholderPage>
  );
}
