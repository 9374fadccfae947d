import type { ChatLanguage } from "./chat-language";
import { english } from "./languages/english";

// Accents go, as people often leave them out ("Quebec" meets "Québec"); so do ligatures ("cœliaque" meets "coeliaque").
const plain = (text: string) => text.toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").normalize("NFD").replace(/\p{M}/gu, "");

const stopWordSets = new WeakMap<ChatLanguage, Set<string>>();
function stopWordsOf(language: ChatLanguage): Set<string> {
  let set = stopWordSets.get(language);
  if (!set) stopWordSets.set(language, (set = new Set([...language.stopWords].map(plain))));
  return set;
}

// Where the asker shops is their circumstance in every language, like the price they paid: a store's name no fact can
// know would otherwise outweigh the words of the question ("the rice pasta I buy at Maxi"). Names that are also
// common words (Metro, Avril) are not listed.
const GROCERS = new Set(
  (
    "walmart costco loblaws loblaw frills superstore sobeys safeway iga maxi provigo foodland freshco longos longo " +
    "zehrs fortinos dollarama pharmaprix shoppers voila instacart"
  ).split(" "),
);

/** One word as the index stores it, or null for a word too short or too common to search by. */
export function normaliseTerm(term: string, language: ChatLanguage = english): string | null {
  const stopWords = stopWordsOf(language);
  let word = plain(term).replace(/['’]s$/, "");
  if (stopWords.has(word) || GROCERS.has(word)) return null;
  if (language.elision) word = word.replace(language.elision, "");
  return word.length > 1 && !stopWords.has(word) ? language.stem(word) : null;
}

/** A text with the language's set expressions read as one word. */
export function readPhrases(text: string, language: ChatLanguage = english): string {
  return language.phrases.reduce((read, [pattern, word]) => read.replace(pattern, word), text);
}

/** The meaningful words of a text, normalised, in order and with repeats. */
export function termSequence(text: string, language: ChatLanguage = english): string[] {
  const words = readPhrases(text, language).match(/[\p{L}\p{N}'’]+/gu) ?? [];
  return words.map((w) => normaliseTerm(w, language)).filter((w): w is string => w !== null);
}
