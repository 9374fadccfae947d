import MiniSearch from "minisearch";
import type { Passage } from "./passage";

// Words that say nothing about the topic; a question made only of them cannot be matched.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its " +
    "me my of on or our please should so than that the their them then there these they this to too was we were what " +
    "when where which who whom why will with would you your yours about am any also just more most much some such " +
    "tell know need want get got like use using celiacclaim hi hello hey thanks thank " +
    // Every page is about gluten-free food, so these words cannot tell passages apart.
    "gluten free gf"
  ).split(" "),
);

/** How much of the question the best passage must cover before the assistant answers from it. */
const MIN_COVERAGE = 0.5;

export interface RetrievedPassage extends Passage {
  score: number;
  /** Share of the question's meaningful words found in the passage (0–1). */
  coverage: number;
}

/** A light stemmer: plurals to singular, so "kilometres" meets "kilometre" and "receipts" meets "receipt". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

function normaliseTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, "");
  return lower.length > 1 && !STOP_WORDS.has(lower) ? stem(lower) : null;
}

export function meaningfulTerms(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  return [...new Set(words.map(normaliseTerm).filter((w): w is string => w !== null))];
}

/** Full-text search over the passages: titles weigh double, long words allow prefixes and small typos. */
export function createKnowledgeIndex(passages: Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    storeFields: ["id", "title", "url", "text"],
    processTerm: normaliseTerm,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  index.addAll(passages);

  return {
    size: passages.length,
    /** The best passages for a question, strongest first; empty when nothing covers enough of it. */
    search(question: string, limit = 4): RetrievedPassage[] {
      const terms = meaningfulTerms(question);
      if (terms.length === 0) return [];
      return index
        .search(terms.join(" "))
        .map((hit) => ({
          id: String(hit.id),
          title: String(hit.title),
          url: String(hit.url),
          text: String(hit.text),
          score: hit.score,
          coverage: new Set(hit.queryTerms).size / terms.length,
        }))
        .filter((hit) => hit.coverage >= MIN_COVERAGE)
        .slice(0, limit);
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
