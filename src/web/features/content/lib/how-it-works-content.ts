import howItWorksEnglish from "../../../../../data/site/how-it-works.md?raw";
import howItWorksFrench from "../../../../../data/site/how-it-works.fr-CA.md?raw";
import { parseFrontMatter } from "#domain/content/front-matter";
import type { Locale } from "#domain/i18n/locales";
import { translatorFor } from "../../../lib/translators";
import { passagesFor, type PlanOffer } from "#domain/content/plan-passages";
import { splitSections, type MarkdownSection } from "#domain/content/markdown-sections";

export interface CallToAction {
  label: string;
  href: string;
}

export interface HowItWorksContent {
  description: string;
  headline: string;
  intro: string;
  steps: MarkdownSection[];
  technology: MarkdownSection[];
  tips: MarkdownSection | undefined;
  closing: string;
  actions: CallToAction[];
}

const MARKDOWN: Record<Locale, string> = { "en-CA": howItWorksEnglish, "fr-CA": howItWorksFrench };

// How each language's file begins the headings the page lays out.
const HEADINGS: Record<Locale, { step: string; technology: string; tips: string; start: string }> = {
  "en-CA": { step: "Step ", technology: "The technology", tips: "Tips", start: "Get started" },
  "fr-CA": { step: "Étape ", technology: "La technologie", tips: "Conseils", start: "Pour commencer" },
};

const subSections = (body: string) => splitSections(body.replace(/^###\s/gm, "## "));

/**
 * data/site/how-it-works.md (or its French twin) cut into the page's parts: hero, steps, technology, tips and call to
 * action, saying what this server offers (null while it is not known: nothing about plans then).
 */
export function readHowItWorks(offer: PlanOffer | null, locale: Locale): HowItWorksContent {
  const { data, body } = parseFrontMatter(passagesFor(MARKDOWN[locale], offer, translatorFor(locale)));
  const headings = HEADINGS[locale];
  const headline = /^#[ \t]+(\S.*)$/m.exec(body)?.[1]?.trim() ?? "";
  const intro = body.slice(body.indexOf(headline) + headline.length).split(/^##\s/m)[0]?.trim() ?? "";
  const sections = splitSections(body);
  const find = (prefix: string) => sections.find((s) => s.heading.startsWith(prefix));
  const getStarted = find(headings.start);
  const actions = [...(getStarted?.body ?? "").matchAll(/\[([^[\]]+)\]\(([^()]+)\)/g)].map((m) => ({
    label: m[1] ?? "",
    href: m[2] ?? "",
  }));
  return {
    description: typeof data.description === "string" ? data.description : "",
    headline,
    intro,
    steps: sections.filter((s) => s.heading.startsWith(headings.step)),
    technology: subSections(find(headings.technology)?.body ?? ""),
    tips: find(headings.tips),
    closing: (getStarted?.body ?? "").split(/\n\s*\n/)[0]?.trim() ?? "",
    actions,
  };
}
