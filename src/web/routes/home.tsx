import { ComplianceNotice } from "../features/landing/components/compliance-notice";
import { FaqAccordion } from "../features/landing/components/faq-accordion";
import { FeatureGrid, ThreeSteps } from "../features/landing/components/feature-grid";
import { LandingHero } from "../features/landing/components/landing-hero";
import { LandingSection } from "../features/landing/components/landing-section";
import { PricingSection } from "../features/landing/components/pricing-section";
import { useScrollToHash } from "../lib/use-scroll-to-hash";
import { useDocumentTitle } from "../lib/document-title";

export default function HomePage() {
  useDocumentTitle("Track Gluten-Free Expenses for Tax Returns");
  useScrollToHash();
  return (
    <>
      <LandingHero />
      <LandingSection
        id="features"
        title="Features"
        lead="Everything between a crumpled receipt and the summary the CRA asks you to keep."
      >
        <FeatureGrid />
      </LandingSection>
      <LandingSection id="steps" title="Three simple steps" className="bg-white">
        <ThreeSteps />
      </LandingSection>
      <PricingSection />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ComplianceNotice />
      </div>
      <LandingSection id="faq" title="Frequently Asked Questions" className="bg-white">
        <FaqAccordion />
      </LandingSection>
    </>
  );
}
