import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function ReportsPage() {
  return (
    <PlaceholderPage title="Gluten-Free Receipts Report">
      Your saved gluten-free purchases, totalled by tax year and ready to download as CSV.
    </PlaceholderPage>
  );
}
