import { ComplianceNotice } from "../features/landing/components/compliance-notice";
import { FaqAccordion } from "../features/landing/components/faq-accordion";
import { FeatureGrid, ThreeSteps } from "../features/landing/components/feature-grid";
import { LandingHero } from "../features/landing/components/landing-hero";
import { LandingSection } from "../features/landing/components/landing-section";
import { PricingSection } from "../features/landing/components/pricing-section";
import { useScrollToHash } from "../lib/use-scroll-to-hash";
import { useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";
import { useMetaDescription } from "../lib/use-meta-description";

export default function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(t("meta.homeTitle"));
  useMetaDescription(t("meta.homeDescription"));
  useScrollToHash();
  return (
    <>
      <LandingHero />
      <LandingSection
        id="features"
        title={t("landing.features")}
        lead={t("landing.featuresLead")}
      >
        <FeatureGrid />
      </LandingSection>
      <LandingSection id="steps" title={t("landing.steps")} className="bg-white">
        <ThreeSteps />
      </LandingSection>
      <PricingSection />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ComplianceNotice />
      </div>
      <LandingSection id="faq" title={t("landing.faq")} className="bg-white">
        <FaqAccordion />
      </LandingSection>
    </>
  );
}
