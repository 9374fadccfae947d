import type { PlanOffer } from "#domain/content/plan-passages";
import { withPivot } from "./bilingual-index";
import { createFactIndex, type FactIndex } from "./fact-index";
import { CHAT_LANGUAGES } from "./languages/all-languages";
import { loadFacts } from "./load-facts";
import { alignLexicon } from "./parallel-lexicon";

/**
 * One index per language the assistant answers in, the first language's first. Every other language's facts are
 * translations of the first's (the same ids), so each of them also weighs the first language's evidence, through a
 * lexicon learned from the two sets of facts (decision 035).
 */
export function createChatIndexes(contentDir: string, offer?: PlanOffer): FactIndex[] {
  const [pivotLanguage, ...others] = CHAT_LANGUAGES;
  const pivotFacts = { facts: loadFacts(contentDir, offer, pivotLanguage), language: pivotLanguage! };
  const pivot = createFactIndex(pivotFacts.facts, pivotFacts.language);
  return [
    pivot,
    ...others.map((language) => {
      const facts = loadFacts(contentDir, offer, language);
      return withPivot(createFactIndex(facts, language), pivot, alignLexicon({ facts, language }, pivotFacts));
    }),
  ];
}
