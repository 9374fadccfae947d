import type { ChatLanguage } from "./chat-language";
import type { Fact } from "./fact";
import { termSequence } from "./terms";

/** The facts of one language and how to read them. */
export interface FactsIn {
  facts: readonly Fact[];
  language: ChatLanguage;
}

/** For each word of one language's facts, the other language's words that say the same, best first. */
export type Lexicon = ReadonlyMap<string, readonly string[]>;

// The facts are translations of each other field by field: a topic says what its translation says, an answer what
// its translation answers. Each field is one aligned pair; "about" lists each language's own askers' words, so it is
// no translation and is left out.
const ALIGNED_FIELDS = ["topic", "answer", "detail"] as const;
/** A pair of words that meet in fewer aligned fields than this may meet by chance, unless spelt the same ("33099"). */
const MIN_SHARED_FIELDS = 2;
/** How strongly two words must go together (Dice's coefficient, with the spelling's share) to be a translation. */
const MIN_ASSOCIATION = 0.5;
/** Words that go together nearly as well as the best one are kept as well (« conjoint » is "partner" and "spouse"). */
const NEAR_BEST = 0.85;
/** Cognates ("province", "calcul", "coeliaque") are likelier translations; spelling adds at most this much. */
const SPELLING_SHARE = 0.25;

const bigrams = (word: string) => new Set(Array.from({ length: Math.max(word.length - 1, 0) }, (_, i) => word.slice(i, i + 2)));
function spellingLikeness(a: string, b: string): number {
  const [x, y] = [bigrams(a), bigrams(b)];
  if (x.size === 0 || y.size === 0) return a === b ? 1 : 0;
  return (2 * [...x].filter((g) => y.has(g)).length) / (x.size + y.size);
}

/**
 * A lexicon learned from facts that are translations of each other (the same ids): two words are translations when
 * they occur in the same aligned fields and rarely apart, as "réclamer" and "claim" do across the facts, whatever
 * question later uses them. No word list is written by hand, so every fact added teaches it more.
 */
export function alignLexicon(from: FactsIn, to: FactsIn): Lexicon {
  const targets = new Map(to.facts.map((f) => [f.id, f]));
  const fieldsWith = new Map<string, number>();
  const targetFieldsWith = new Map<string, number>();
  const together = new Map<string, Map<string, number>>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const fact of from.facts) {
    const target = targets.get(fact.id);
    if (!target) continue;
    for (const field of ALIGNED_FIELDS) {
      const words = new Set(termSequence(fact[field], from.language));
      const targetWords = new Set(termSequence(target[field], to.language));
      for (const w of words) count(fieldsWith, w);
      for (const t of targetWords) count(targetFieldsWith, t);
      for (const w of words) {
        const pairs = together.get(w) ?? new Map<string, number>();
        for (const t of targetWords) count(pairs, t);
        together.set(w, pairs);
      }
    }
  }
  const lexicon = new Map<string, string[]>();
  for (const [word, pairs] of together) {
    const scored = [...pairs]
      .filter(([target, shared]) => shared >= MIN_SHARED_FIELDS || target === word)
      .map(([target, shared]) => {
        const dice = (2 * shared) / (fieldsWith.get(word)! + targetFieldsWith.get(target)!);
        return { target, association: dice * (1 - SPELLING_SHARE) + spellingLikeness(word, target) * SPELLING_SHARE };
      })
      .filter((p) => p.association >= MIN_ASSOCIATION)
      .sort((a, b) => b.association - a.association);
    const best = scored[0]?.association ?? 0;
    const kept = scored.filter((p) => p.association >= best * NEAR_BEST).map((p) => p.target);
    if (kept.length > 0) lexicon.set(word, kept);
  }
  return lexicon;
}
