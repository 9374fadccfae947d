import type { ChatLanguage } from "./chat-language";
import { selectAnswers, type FactIndex, type RankedFact, type SearchOptions } from "./fact-index";
import type { Lexicon } from "./parallel-lexicon";
import { questionConcepts, type Concept } from "./question-concepts";
import { questionIntents } from "./question-intents";

/**
 * The concepts a question's age, package size or zero amount becomes are each language's own stated words (the facts'
 * words for "under 18", "18 or older", a size, "$0.00"), so they are rendered by the other language's, not guessed
 * through the lexicon: « ma petite de 6 ans » is "minor" in the English facts as in the French ones.
 */
export function statedWords(from: ChatLanguage, to: ChatLanguage): Map<string, readonly string[]> {
  return new Map<string, readonly string[]>([
    [from.minorWords[0]!, to.minorWords],
    [from.adultWords[0]!, to.adultWords],
    [from.sizeWords[0]!, to.sizeWords],
    [from.zeroWord, [to.zeroWord]],
  ]);
}

/**
 * A question's concepts in the pivot language's words. A word with no translation stays itself: it is then found in
 * no fact, and still counts in how much of the question a fact must cover (the asker's own circumstances, a word no
 * fact knows, are not dropped to make the rest look covered). But an asker's word with no translation whose synonyms
 * have one (« déduire », which the facts say « demander ») is rendered by theirs alone: kept, a word no pivot fact uses
 * would weigh the concept as the rarest of words while the commonest ("claim") covers it. A stated concept
 * (`statedWords`) is the pivot's own.
 */
export function translateConcepts(
  concepts: readonly Concept[],
  lexicon: Lexicon,
  stated: ReadonlyMap<string, readonly string[]> = new Map(),
): Concept[] {
  return concepts.map(([head, ...synonyms]) => {
    const pivotWords = stated.get(head!);
    if (pivotWords) return [...pivotWords];
    const translated = synonyms.flatMap((s) => lexicon.get(s) ?? []);
    return [...new Set([...(lexicon.get(head!) ?? (translated.length > 0 ? [] : [head!])), ...translated])];
  });
}

/**
 * One language's index that also weighs the evidence of another language's facts when both state the same facts (the
 * same ids): the question is searched in its own language's facts, and its words rendered in the pivot language
 * (through a lexicon learned from the facts themselves) in the pivot's. A fact's coverage of the question is the
 * better of the two, so a question worded unlike its own language's fact can still be answered by it when the other
 * wording meets it; the order stays its own language's, where the question's own words are read.
 */
export function withPivot(own: FactIndex, pivot: FactIndex, lexicon: Lexicon): FactIndex {
  const stated = statedWords(own.language, pivot.language);
  return {
    ...own,
    search(question: string, { limit = 3, today }: SearchOptions = {}) {
      const concepts = questionConcepts(question, today, own.language);
      const intents = questionIntents(question, own.language);
      const ownHits = new Map(own.rank(concepts, intents).map((hit) => [hit.id, hit]));
      const merged: RankedFact[] = [...ownHits.values()];
      for (const hit of pivot.rank(translateConcepts(concepts, lexicon, stated), intents)) {
        const mine = ownHits.get(hit.id);
        if (mine) mine.coverage = Math.max(mine.coverage, hit.coverage);
        else {
          const fact = own.fact(hit.id);
          if (fact) merged.push({ ...fact, score: 0, coverage: hit.coverage, asked: hit.asked });
        }
      }
      return selectAnswers(merged, limit);
    },
  };
}
