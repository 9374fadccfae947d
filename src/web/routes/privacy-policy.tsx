import privacyMarkdown from "../../../data/legal/privacy.md?raw";
import { ContentPage } from "../features/content/content-page";
import { readLegalDocument } from "../features/content/legal-document";
import { MarkdownContent } from "../features/content/markdown-content";
import { useMetaDescription } from "../features/content/use-meta-description";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

const PRIVACY = readLegalDocument(privacyMarkdown);
const LONG_DATE = new Intl.DateTimeFormat("en-CA", { month: "long", day: "numeric", year: "numeric" });

export default function PrivacyPolicyPage() {
  useDocumentTitle(siteTitle("Privacy Policy"));
  useMetaDescription(
    "How CeliacClaim collects, uses, shares, secures and keeps your information, and the rights you have over it.",
  );
  // docs/product-spec.md §2: "Last updated" shows the current date.
  return (
    <ContentPage title="Privacy Policy" intro={<p>Last updated: {LONG_DATE.format(new Date())}</p>}>
      <MarkdownContent markdown={PRIVACY.body} />
    </ContentPage>
  );
}
