import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import termsMarkdown from "../../../data/legal/terms.md?raw";
import { buttonClasses } from "../components/ui/button";
import { LegalPage } from "../features/content/components/legal-page";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useMetaDescription } from "../lib/use-meta-description";

export default function TermsPage() {
  useDocumentTitle(siteTitle("Terms and Conditions"));
  useMetaDescription("The terms that apply when you use CeliacClaim to track gluten-free food costs for your tax claim.");
  return (
    <LegalPage title="Terms and Conditions" markdown={termsMarkdown}>
      <Link to="/" className={buttonClasses({ variant: "outline", className: "mt-12" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
    </LegalPage>
  );
}
