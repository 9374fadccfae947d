import howItWorksMarkdown from "../../../../../data/site/how-it-works.md?raw";
import { parseFrontMatter } from "#domain/content/front-matter";
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

const subSections = (body: string) => splitSections(body.replace(/^###\s/gm, "## "));

/**
 * data/site/how-it-works.md cut into the page's parts: hero, steps, technology, tips and call to action, saying what
 * this server offers (null while it is not known: nothing about plans then).
 */
export function readHowItWorks(offer: PlanOffer | null, raw: string = howItWorksMarkdown): HowItWorksContent {
  const { data, body } = parseFrontMatter(passagesFor(raw, offer, translatorFor("en-CA")));
  const headline = /^#[ \t]+(\S.*)$/m.exec(body)?.[1]?.trim() ?? "How It Works";
  const intro = body.slice(body.indexOf(headline) + headline.length).split(/^##\s/m)[0]?.trim() ?? "";
  const sections = splitSections(body);
  const find = (prefix: string) => sections.find((s) => s.heading.startsWith(prefix));
  const getStarted = find("Get started");
  const actions = [...(getStarted?.body ?? "").matchAll(/\[([^[\]]+)\]\(([^()]+)\)/g)].map((m) => ({
    label: m[1] ?? "",
    href: m[2] ?? "",
  }));
  return {
    description: typeof data.description === "string" ? data.description : "",
    headline,
    intro,
    steps: sections.filter((s) => s.heading.startsWith("Step ")),
    technology: subSections(find("The technology")?.body ?? ""),
    tips: find("Tips"),
    closing: (getStarted?.body ?? "").split(/\n\s*\n/)[0]?.trim() ?? "",
    actions,
  };
}
