import type { ChatLanguage } from "./chat-language";
import type { Fact, FactSource } from "./fact";
import { english } from "./languages/english";

/** A site-relative link made absolute, so the chat turns it into a clickable link. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}

/** Distinct sources with absolute links, in the order given. */
export function citedSources(facts: Fact[], publicUrl: string): FactSource[] {
  const seen = new Set<string>();
  return facts
    .map((f) => ({ name: f.source.name, url: absoluteUrl(f.source.url, publicUrl) }))
    .filter((s) => !seen.has(s.url) && seen.add(s.url));
}

export function citationLines(sources: FactSource[], language: ChatLanguage = english): string {
  const { source, seeAlso } = language.texts;
  return sources.map((s, i) => `${i === 0 ? source : seeAlso} ${s.name} – ${s.url}`).join("\n");
}

/** Without a language model the fact is the reply: its answer first, then why, then the page that states it. */
export function composeFromFact(fact: Fact, publicUrl: string, language: ChatLanguage = english) {
  const sources = citedSources([fact], publicUrl);
  return { reply: `${fact.answer}\n\n${fact.detail}\n\n${citationLines(sources, language)}`, sources };
}
