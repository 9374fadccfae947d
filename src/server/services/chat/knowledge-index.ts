import MiniSearch from "minisearch";
import { leadOffset } from "./answer-lead";
import type { Passage } from "./passage";
import { questionConcepts, type Concept } from "./question-concepts";
import { normaliseTerm, termSequence } from "./terms";

/** How much of the question the best passage must cover before the assistant answers from it. */
const MIN_COVERAGE = 0.5;
/** A passage in the question's own words is a better match than one that only uses a synonym. */
const SYNONYM_WEIGHT = 0.5;
/** Score added, as a share, for each pair of the question's words that a title holds side by side. */
const TITLE_PHRASE_BONUS = 0.5;

export interface RetrievedPassage extends Passage {
  score: number;
  /** Share of the question's concepts found in the passage (0–1), rare ones counting more. */
  coverage: number;
  /** Where in the text a reply should start: the paragraph that answers the question best. */
  leadOffset: number;
}

export interface SearchOptions {
  limit?: number;
  /** Resolves "this year" and "last year" in the question. */
  today?: Date;
}

/** Every term to search for, with its weight and the concepts it stands for. */
function queryTerms(concepts: Concept[]) {
  const terms = new Map<string, { weight: number; concepts: Set<number> }>();
  concepts.forEach((concept, c) =>
    concept.forEach((term, i) => {
      const entry = terms.get(term) ?? { weight: 0, concepts: new Set<number>() };
      entry.weight = Math.max(entry.weight, i === 0 ? 1 : SYNONYM_WEIGHT);
      entry.concepts.add(c);
      terms.set(term, entry);
    }),
  );
  return terms;
}

/** Neighbouring terms as "a b" keys: a title saying "claim for gluten-free food" holds the question's "claim food". */
function adjacentPairs(terms: string[]): Set<string> {
  return new Set(terms.slice(1).map((term, i) => `${terms[i]} ${term}`));
}

const topicOf = (passage: Passage) => passage.topic ?? passage.title;

/** Full-text search over the passages: titles weigh triple, long words allow prefixes and small typos. */
export function createKnowledgeIndex(passages: Passage[]) {
  const index = new MiniSearch<Passage>({
    // The title is searched by its topic: the name of the source it may end with says nothing about the question.
    fields: ["topic", "text"],
    storeFields: ["id", "title", "url", "text"],
    extractField: (passage, field) => (field === "topic" ? topicOf(passage) : String(passage[field as keyof Passage])),
    processTerm: normaliseTerm,
    searchOptions: {
      boost: { topic: 3 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  index.addAll(passages);
  const weights = new Map(passages.map((p) => [p.id, p.weight ?? 1]));
  const titlePairs = new Map(passages.map((p) => [p.id, adjacentPairs(termSequence(topicOf(p)))]));
  const documentFrequency = new Map<string, number>();
  for (const p of passages)
    for (const term of new Set(termSequence(`${p.title} ${p.text}`)))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const rarity = (term: string) => Math.log(1 + passages.length / (documentFrequency.get(term) ?? 1));

  return {
    size: passages.length,
    /** The best passages for a question, strongest first; empty when nothing covers enough of it. */
    search(question: string, { limit = 4, today }: SearchOptions = {}): RetrievedPassage[] {
      const concepts = questionConcepts(question, today);
      if (concepts.length === 0) return [];
      const terms = queryTerms(concepts);
      const questionPairs = [...adjacentPairs(concepts.map((concept) => concept[0]!))];
      // A word most passages share ("claim") says less about the question than a rare one ("oats"): a passage that
      // matches only the common words does not answer it.
      const conceptWeights = concepts.map(([head]) => rarity(head!));
      const totalWeight = conceptWeights.reduce((a, b) => a + b, 0);
      const coverage = (matched: Set<number>) =>
        [...matched].reduce((sum, c) => sum + conceptWeights[c]!, 0) / totalWeight;
      const phraseBoost = (id: string) =>
        1 + TITLE_PHRASE_BONUS * questionPairs.filter((pair) => titlePairs.get(id)?.has(pair)).length;
      return index
        .search([...terms.keys()].join(" "), {
          // The terms are normalised already; normalising again could stem a stem.
          tokenize: (query) => query.split(" "),
          processTerm: (term) => term,
          boostTerm: (term) => terms.get(term)?.weight ?? 1,
          boostDocument: (id) => weights.get(String(id)) ?? 1,
        })
        .map((hit) => ({
          id: String(hit.id),
          title: String(hit.title),
          url: String(hit.url),
          text: String(hit.text),
          score: hit.score * phraseBoost(String(hit.id)),
          coverage: coverage(new Set(hit.queryTerms.flatMap((t) => [...(terms.get(t)?.concepts ?? [])]))),
          leadOffset: leadOffset(String(hit.text), concepts, rarity),
        }))
        .filter((hit) => hit.coverage >= MIN_COVERAGE)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
