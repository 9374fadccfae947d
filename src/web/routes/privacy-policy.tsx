import privacyMarkdown from "../../../data/legal/privacy.md?raw";
import { PrivacyContact } from "../features/account/components/privacy-contact";
import { LegalPage } from "../features/content/components/legal-page";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { formatLocalLongDate } from "../lib/format";
import { useMetaDescription } from "../lib/use-meta-description";

export default function PrivacyPolicyPage() {
  useDocumentTitle(siteTitle("Privacy Policy"));
  useMetaDescription(
    "How CeliacClaim collects, uses, shares, secures and keeps your information, and the rights you have over it.",
  );
  // docs/product-spec.md §2: "Last updated" shows the current date.
  return (
    <LegalPage title="Privacy Policy" markdown={privacyMarkdown} lastUpdated={formatLocalLongDate(new Date())}>
      <PrivacyContact />
    </LegalPage>
  );
}
