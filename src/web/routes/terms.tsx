import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import termsEnglish from "../../../data/legal/terms.md?raw";
import termsFrench from "../../../data/legal/terms.fr-CA.md?raw";
import { buttonClasses } from "../components/ui/button";
import { LegalPage } from "../features/content/components/legal-page";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";
import { useMetaDescription } from "../lib/use-meta-description";

// Both languages ride with this page's chunk, never the landing's: the switch changes language without a fetch.
const TERMS = { "en-CA": termsEnglish, "fr-CA": termsFrench };

export default function TermsPage() {
  const { locale, t, href } = useI18n();
  useDocumentTitle(siteTitle(t("site.terms.title")));
  useMetaDescription(t("site.terms.description"));
  return (
    <LegalPage title={t("site.terms.title")} markdown={TERMS[locale]}>
      <Link to={href("/")} className={buttonClasses({ variant: "outline", className: "mt-12" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("site.legal.back")}
      </Link>
    </LegalPage>
  );
}
