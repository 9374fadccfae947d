import { HowItWorksSections } from "../features/content/components/how-it-works-sections";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function HowItWorksPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("site.howItWorks.title")));
  return <HowItWorksSections />;
}
