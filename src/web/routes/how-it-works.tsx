import { HowItWorksSections } from "../features/content/components/how-it-works-sections";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

export default function HowItWorksPage() {
  useDocumentTitle(siteTitle("How It Works"));
  return <HowItWorksSections />;
}
