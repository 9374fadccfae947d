import { selectAnswers, type FactIndex, type RankedFact, type SearchOptions } from "./fact-index";
import type { Lexicon } from "./parallel-lexicon";
import { questionConcepts, type Concept } from "./question-concepts";
import { questionIntents } from "./question-intents";

/**
 * A question's concepts in the pivot language's words. A word with no translation stays itself: it is then found in
 * no fact, and still counts in how much of the question a fact must cover (the asker's own circumstances, a word no
 * fact knows, are not dropped to make the rest look covered).
 */
export function translateConcepts(concepts: readonly Concept[], lexicon: Lexicon): Concept[] {
  return concepts.map(([head, ...synonyms]) => [
    ...new Set([...(lexicon.get(head!) ?? [head!]), ...synonyms.flatMap((s) => lexicon.get(s) ?? [])]),
  ]);
}

/**
 * One language's index that also weighs the evidence of another language's facts when both state the same facts (the
 * same ids): the question is searched in its own language's facts, and its words rendered in the pivot language
 * (through a lexicon learned from the facts themselves) in the pivot's. A fact's coverage of the question is the
 * better of the two, so a question worded unlike its own language's fact can still be answered by it when the other
 * wording meets it; the order stays its own language's, where the question's own words are read.
 */
export function withPivot(own: FactIndex, pivot: FactIndex, lexicon: Lexicon): FactIndex {
  return {
    ...own,
    search(question: string, { limit = 3, today }: SearchOptions = {}) {
      const concepts = questionConcepts(question, today, own.language);
      const intents = questionIntents(question, own.language);
      const ownHits = new Map(own.rank(concepts, intents).map((hit) => [hit.id, hit]));
      const merged: RankedFact[] = [...ownHits.values()];
      for (const hit of pivot.rank(translateConcepts(concepts, lexicon), intents)) {
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
