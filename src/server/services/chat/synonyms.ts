import type { ChatLanguage } from "./chat-language";
import { english } from "./languages/english";
import { normaliseTerm } from "./terms";

/**
 * People ask in their own words ("my daughter", "gas", "ma blonde"); the facts use the tax rules' words ("child",
 * "travel", "conjoint"). Each language's groups list what people say and the words the facts use for it.
 */
const maps = new WeakMap<ChatLanguage, Map<string, string[]>>();

function synonymMap(language: ChatLanguage): Map<string, string[]> {
  const cached = maps.get(language);
  if (cached) return cached;
  const normalised = (words: readonly string[]) => words.map((w) => normaliseTerm(w, language)).filter((w): w is string => w !== null);
  const map = new Map<string, string[]>();
  for (const group of language.synonymGroups) {
    const means = normalised(group.means);
    for (const word of normalised(group.says)) map.set(word, [...(map.get(word) ?? []), ...means]);
  }
  maps.set(language, map);
  return map;
}

/** The facts' words for a normalised question word, other than the word itself. */
export function synonymsOf(term: string, language: ChatLanguage = english): string[] {
  return [...new Set(synonymMap(language).get(term) ?? [])].filter((s) => s !== term);
}
