import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function BlogPage() {
  return (
    <PlaceholderPage title="CeliacClaim Blog">
      Articles on gluten-free living and claiming its costs at tax time in Canada.
    </PlaceholderPage>
  );
}
