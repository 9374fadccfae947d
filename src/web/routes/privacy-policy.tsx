import privacyEnglish from "../../../data/legal/privacy.md?raw";
import privacyFrench from "../../../data/legal/privacy.fr-CA.md?raw";
import { PrivacyContact } from "../features/account/components/privacy-contact";
import { LegalPage } from "../features/content/components/legal-page";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";
import { useMetaDescription } from "../lib/use-meta-description";

// Both languages ride with this page's chunk, never the landing's: the switch changes language without a fetch.
const PRIVACY = { "en-CA": privacyEnglish, "fr-CA": privacyFrench };

export default function PrivacyPolicyPage() {
  const { locale, t, format } = useI18n();
  useDocumentTitle(siteTitle(t("site.privacy.title")));
  useMetaDescription(t("site.privacy.description"));
  // docs/product-spec.md §2: "Last updated" shows the current date.
  return (
    <LegalPage title={t("site.privacy.title")} markdown={PRIVACY[locale]} lastUpdated={format.localLongDate(new Date())}>
      <PrivacyContact />
    </LegalPage>
  );
}
