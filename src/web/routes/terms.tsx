import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import termsMarkdown from "../../../data/legal/terms.md?raw";
import { formatPublishedDate } from "#domain/content/blog-post";
import { buttonClasses } from "../components/ui/button";
import { ContentPage } from "../features/content/content-page";
import { readLegalDocument } from "../features/content/legal-document";
import { MarkdownContent } from "../features/content/markdown-content";
import { useMetaDescription } from "../features/content/use-meta-description";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

const TERMS = readLegalDocument(termsMarkdown);

export default function TermsPage() {
  useDocumentTitle(siteTitle("Terms and Conditions"));
  useMetaDescription("The terms that apply when you use CeliacClaim to track gluten-free food costs for your tax claim.");
  return (
    <ContentPage
      title="Terms and Conditions"
      intro={<p>Last updated: {formatPublishedDate(TERMS.lastUpdated)}</p>}
    >
      <MarkdownContent markdown={TERMS.body} />
      <Link to="/" className={buttonClasses({ variant: "outline", className: "mt-12" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
    </ContentPage>
  );
}
