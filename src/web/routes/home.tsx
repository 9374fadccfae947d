import { LandingHero } from "../features/landing/landing-hero";
import { LandingSection } from "../features/landing/landing-section";
import { useDocumentTitle } from "../lib/document-title";

export default function HomePage() {
  useDocumentTitle("Track Gluten-Free Expenses for Tax Returns");
  return (
    <>
      <LandingHero />
      <LandingSection id="features" title="Features">
        <p>Receipt upload, AI-powered extraction, gluten-free matching and CRA-ready reports, all in one place.</p>
      </LandingSection>
      <LandingSection id="pricing" title="Pricing">
        <p>Start free with 5 receipts a month, or go Premium for $12 a year (CAD) with unlimited receipts.</p>
      </LandingSection>
      <LandingSection id="faq" title="Frequently Asked Questions">
        <p>Answers about eligibility, the documents the CRA expects and how the price difference is worked out.</p>
      </LandingSection>
    </>
  );
}
