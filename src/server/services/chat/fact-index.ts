import MiniSearch from "minisearch";
import type { ChatLanguage } from "./chat-language";
import type { Fact } from "./fact";
import { english } from "./languages/english";
import { questionConcepts, type Concept } from "./question-concepts";
import { questionIntents, type Intent } from "./question-intents";
import { normaliseTerm, readPhrases, termSequence } from "./terms";

/**
 * How much of the question the best fact must cover before the assistant answers from it: half of it, or 30% when
 * the fact answers what the question asks, since the rest of a question put that way is often the asker's own
 * circumstances ("I take a bus to the only store that sells…", « biopsie à Sainte-Justine »); decision 035.
 */
const MIN_COVERAGE = 0.5;
const MIN_COVERAGE_OF_INTENT = 0.3;
/** A fact in the question's own words is a better match than one that only uses a synonym. */
const SYNONYM_WEIGHT = 0.5;
const FUZZY_MATCH_SHARE = 0.5;
/** A fact that answers what the question asks outranks one that only shares its words. */
const INTENT_BOOST = 1;

export interface RetrievedFact extends Fact {
  score: number;
  /** Share of the question's concepts found in the fact (0–1), rare ones counting more. */
  coverage: number;
}

/** A fact as ranked for a question, before the ones that do not cover enough of it are left out. */
export interface RankedFact extends RetrievedFact {
  /** Whether the fact answers what the question asks (its intent). */
  asked: boolean;
}

/** The facts that cover enough of the question, best first. */
export function selectAnswers(ranked: readonly RankedFact[], limit: number): RetrievedFact[] {
  return ranked
    .filter((hit) => hit.coverage >= (hit.asked ? MIN_COVERAGE_OF_INTENT : MIN_COVERAGE))
    .map(({ asked: _asked, ...hit }) => hit)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
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

const FIELDS = ["topic", "about", "answer", "detail"] as const;
const fieldText = (fact: Fact, field: (typeof FIELDS)[number]) => (field === "about" ? fact.about.join(" ") : fact[field]);

/**
 * Full-text search over the facts, weighted by what the question asks: the topic and the asker's words for the
 * subject weigh most, the answer more than its explanation; long words allow prefixes and small typos.
 */
export function createFactIndex(facts: Fact[], language: ChatLanguage = english) {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const index = new MiniSearch<Fact>({
    fields: [...FIELDS],
    storeFields: ["id"],
    extractField: (fact, field) => (field === "id" ? fact.id : readPhrases(fieldText(fact, field as (typeof FIELDS)[number]), language)),
    processTerm: (term) => normaliseTerm(term, language),
    searchOptions: {
      boost: { topic: 3, about: 3, answer: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  index.addAll(facts);
  const documentFrequency = new Map<string, number>();
  for (const f of facts)
    for (const term of new Set(termSequence(FIELDS.map((field) => fieldText(f, field)).join(" "), language)))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const rarity = (term: string) => Math.log(1 + facts.length / (documentFrequency.get(term) ?? 1));

  function rank(concepts: Concept[], intents: ReadonlySet<Intent>): RankedFact[] {
    if (concepts.length === 0) return [];
    const terms = queryTerms(concepts);
    // A word most facts share ("claim") says less about the question than a rare one ("oats"): a fact that
    // matches only the common words does not answer it.
    const conceptWeights = concepts.map(([head]) => rarity(head!));
    const totalWeight = conceptWeights.reduce((a, b) => a + b, 0);
    // A word found only through a typo's tolerance ("better" for "letter") may be no typo at all: it counts half.
    // A word found only in the explanation is a word the fact mentions in passing, not what it is about: it counts
    // half too ("shares in a company" is not answered by "claim only the share eaten").
    const coverage = (queryTermsFound: string[], factTerms: string[], fieldsOf: (term: string) => string[]) => {
      const found = new Map<number, number>();
      for (const term of queryTermsFound) {
        const exact = factTerms.some((t) => t.startsWith(term));
        const inPassing = fieldsOf(term).every((field) => field === "detail");
        const share = exact && !inPassing ? 1 : exact || !inPassing ? FUZZY_MATCH_SHARE : FUZZY_MATCH_SHARE * FUZZY_MATCH_SHARE;
        for (const c of terms.get(term)?.concepts ?? []) found.set(c, Math.max(found.get(c) ?? 0, share));
      }
      return [...found].reduce((sum, [c, share]) => sum + conceptWeights[c]! * share, 0) / totalWeight;
    };
    return index
      .search([...terms.keys()].join(" "), {
        // The terms are normalised already; normalising again could stem a stem.
        tokenize: (query) => query.split(" "),
        processTerm: (term) => term,
        boostTerm: (term) => terms.get(term)?.weight ?? 1,
      })
      .map((hit) => {
        const fact = byId.get(String(hit.id))!;
        const asked = intents.has(fact.intent);
        const fieldsOf = (term: string) => hit.terms.filter((t) => t.startsWith(term) || term.startsWith(t)).flatMap((t) => hit.match[t] ?? []);
        const factCoverage = coverage(hit.queryTerms, hit.terms, fieldsOf);
        // How well the fact matches, times how much of the question it explains: a short fact that repeats
        // one of the question's words does not outrank one that covers the whole question.
        return { ...fact, score: hit.score * (asked ? 1 + INTENT_BOOST : 1) * factCoverage, coverage: factCoverage, asked };
      });
  }

  return {
    language,
    size: facts.length,
    /** The fact with this id, as this index states it. */
    fact: (id: string): Fact | undefined => byId.get(id),
    /** The share of a question's words that these facts use, to tell which language it is asked in. */
    knownShare(question: string): number {
      const terms = termSequence(question, language);
      return terms.length === 0 ? 0 : terms.filter((t) => documentFrequency.has(t)).length / terms.length;
    },
    /** Every fact that shares a word with the concepts, unordered and unfiltered, as `selectAnswers` reads them. */
    rank,
    /** The facts that answer a question, best first; empty when none covers enough of it. */
    search(question: string, { limit = 3, today }: SearchOptions = {}): RetrievedFact[] {
      return selectAnswers(rank(questionConcepts(question, today, language), questionIntents(question, language)), limit);
    },
  };
}

export type FactIndex = ReturnType<typeof createFactIndex>;
