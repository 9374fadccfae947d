import type { ChatLang, ChatLanguage } from "./chat-language";

/** A language the assistant can answer in, and how many of a question's words its facts use (0–1). */
export interface LanguageCandidate {
  language: ChatLanguage;
  knownShare(question: string): number;
}

/**
 * The language a question is asked in: first by the words that mark each language ("le", "est-ce", accents; "the",
 * "how"), then, for a question made of none ("taux credit federal 2024"), by which language's facts use more of its
 * words; a question that shows neither ("33099?") follows the page's language, else the first language given. The
 * assistant answers in it whatever page it was asked from.
 */
export function detectLanguage(question: string, candidates: readonly LanguageCandidate[], pageLang: ChatLang | null = null): ChatLang {
  const text = ` ${question.toLowerCase()} `;
  const byMarkers = candidates.map((c) => text.match(c.language.markers)?.length ?? 0);
  const byWords = candidates.map((c) => c.knownShare(question));
  const ranked = candidates
    .map((c, i) => ({ lang: c.language.lang, markers: byMarkers[i]!, words: byWords[i]! }))
    .sort((a, b) => b.markers - a.markers || b.words - a.words);
  const [first, second] = ranked;
  const decided = first && (first.markers > 0 || first.words > 0) && (!second || first.markers !== second.markers || first.words !== second.words);
  if (decided) return first.lang;
  return ranked.find((r) => r.lang === pageLang)?.lang ?? pageLang ?? candidates[0]!.language.lang;
}
