import type { RetrievedPassage } from "./knowledge-index";

const MAX_EXCERPT = 600;

/** A site-relative link made absolute, so the chat turns it into a clickable link. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}

/** The passage's text cut at a sentence end near 600 characters. */
export function excerpt(text: string): string {
  if (text.length <= MAX_EXCERPT) return text;
  const cut = text.slice(0, MAX_EXCERPT);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".\n"));
  return end > MAX_EXCERPT / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

/** The passages a reply drew on: distinct pages, the strongest first. */
export function distinctSources(passages: RetrievedPassage[], limit: number): RetrievedPassage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.url) && seen.add(p.url)).slice(0, limit);
}

export function citationLines(sources: { title: string; url: string }[], publicUrl: string): string {
  const [first, ...rest] = sources;
  if (!first) return "";
  const lines = [`Source: ${first.title} – ${absoluteUrl(first.url, publicUrl)}`];
  for (const other of rest) lines.push(`See also: ${other.title} – ${absoluteUrl(other.url, publicUrl)}`);
  return lines.join("\n");
}

/**
 * Without a language model: the best passage itself, from the paragraph that answers the question, with its page and
 * one more if it is nearly as good.
 */
export function composeFromPassages(passages: RetrievedPassage[], publicUrl: string) {
  const [best] = passages;
  if (!best) throw new Error("composeFromPassages needs at least one passage");
  const runnerUp = distinctSources(passages, 2)[1];
  const sources = runnerUp && runnerUp.score >= best.score * 0.6 ? [best, runnerUp] : [best];
  return {
    reply: `${excerpt(best.text.slice(best.leadOffset))}\n\n${citationLines(sources, publicUrl)}`,
    sources,
  };
}
