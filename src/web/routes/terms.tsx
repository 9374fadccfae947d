import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function TermsPage() {
  return <PlaceholderPage title="Terms and Conditions">The terms that apply when you use CeliacClaim.</PlaceholderPage>;
}
