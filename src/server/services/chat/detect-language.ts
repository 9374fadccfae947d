import type { ChatLang, ChatLanguage } from "./chat-language";

/**
 * The language a question is asked in, from the words that mark each language ("le", "est-ce", accents; "the",
 * "how"): the assistant answers in it whatever page it was asked from. A question too short to tell ("33099?")
 * follows the page's language, else the first language given.
 */
export function detectLanguage(question: string, languages: readonly ChatLanguage[], pageLang: ChatLang | null = null): ChatLang {
  const text = ` ${question.toLowerCase()} `;
  const scores = languages.map((language) => ({ lang: language.lang, score: text.match(new RegExp(language.markers.source, "g"))?.length ?? 0 }));
  const best = Math.max(...scores.map((s) => s.score));
  const leaders = scores.filter((s) => s.score === best);
  if (leaders.length === 1 && best > 0) return leaders[0]!.lang;
  return leaders.find((s) => s.lang === pageLang)?.lang ?? pageLang ?? languages[0]!.lang;
}
