import { splitSections } from "#domain/content/markdown-sections";
import { parseFrontMatter } from "#domain/content/front-matter";
import type { SiteContent } from "../../content/load-site-content";
import { DOMAIN_PASSAGES } from "./domain-passages";
import { firstSiteLink, markdownToText } from "./markdown-to-text";
import type { Passage } from "./passage";

const HELP_FALLBACK_URL = "/how-it-works";
/** A passage whose cited page may not state it yields to one whose page does, when both answer. */
const UNSTATED_CITATION_WEIGHT = 0.7;

/** Cuts the site's texts into passages of one section each, so a cited link leads to the right page. */
export function buildPassages(content: SiteContent): Passage[] {
  const passages: Passage[] = [];

  splitSections(content.faq).forEach((section, i) =>
    passages.push({ id: `faq-${i}`, title: `FAQ: ${section.heading}`, url: "/#faq", text: markdownToText(section.body) }),
  );

  // The help texts have no public page of their own; they cite the app page they are about, or How It Works when
  // they name none, which need not say what they say.
  splitSections(content.help).forEach((section, i) => {
    const link = firstSiteLink(section.body);
    passages.push({
      id: `help-${i}`,
      title: `Help: ${section.heading}`,
      url: link ?? HELP_FALLBACK_URL,
      text: markdownToText(section.body),
      ...(link ? {} : { weight: UNSTATED_CITATION_WEIGHT }),
    });
  });

  const howItWorks = parseFrontMatter(content.howItWorks).body;
  splitSections(howItWorks.replace(/^###\s/gm, "## ")).forEach((section, i) =>
    passages.push({
      id: `how-${i}`,
      title: `How It Works: ${section.heading}`,
      url: "/how-it-works",
      text: markdownToText(section.body),
    }),
  );

  for (const post of content.posts) {
    const url = `/blog/${post.slug}`;
    passages.push({ id: `${post.slug}-summary`, title: post.title, url, text: post.summary });
    splitSections(post.content).forEach((section, i) =>
      passages.push({
        id: `${post.slug}-${i}`,
        title: `${post.title}: ${section.heading}`,
        url,
        text: markdownToText(section.body),
      }),
    );
  }

  passages.push(...DOMAIN_PASSAGES);
  return passages.filter((p) => p.text.length > 0);
}
