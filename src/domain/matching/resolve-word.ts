/**
 * Maps a word the catalog never uses to the catalog word it most likely stands for: a till abbreviation
 * ("sndwch" → "sandwich", "bns" → "buns", "qck" → "quick") or a misspelling ("spagetti" → "spaghetti").
 * Null when nothing is close enough, so unknown words (brands, foods the catalog lacks) stay unknown.
 */
export type WordResolver = (word: string) => string | null;

const VOWELS = /[aeiouy]/g;
const MAX_CACHE = 20_000;

/** First letter plus the consonants after it, doubled letters collapsed: "cookies" → "cks", "sandwich" → "sndwch". */
export function consonantSkeleton(word: string): string {
  const rest = word.slice(1).replace(VOWELS, "").replace(/(.)\1+/g, "$1");
  return word[0] + rest;
}

function isSubsequence(short: string, long: string): boolean {
  let j = 0;
  for (let i = 0; i < long.length && j < short.length; i++) if (long[i] === short[j]) j++;
  return j === short.length;
}

/** At most one letter inserted, deleted, replaced or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function trigrams(word: string): Set<string> {
  const padded = ` ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/**
 * @param vocabulary catalog words (unstemmed) with how many products use each; more common words win ties.
 */
export function createWordResolver(vocabulary: ReadonlyMap<string, number>): WordResolver {
  const byFirstLetter = new Map<string, string[]>();
  const byTrigram = new Map<string, string[]>();
  const skeletons = new Map<string, string>();
  for (const word of vocabulary.keys()) {
    if (word.length < 2) continue;
    const bucket = byFirstLetter.get(word[0]!);
    if (bucket) bucket.push(word);
    else byFirstLetter.set(word[0]!, [word]);
    skeletons.set(word, consonantSkeleton(word));
    if (word.length >= 4) {
      for (const g of trigrams(word)) {
        const list = byTrigram.get(g);
        if (list) list.push(word);
        else byTrigram.set(g, [word]);
      }
    }
  }
  const df = (w: string) => vocabulary.get(w) ?? 0;
  const cache = new Map<string, string | null>();

  // Abbreviation: the word's letters appear in order in a longer catalog word that starts with the same letter.
  // Best evidence first: same consonant skeleton, then a prefix, then same last letter and at least half as long.
  function abbreviation(word: string): string | null {
    const skeleton = consonantSkeleton(word);
    let best: string | null = null;
    let bestRank = 0;
    for (const candidate of byFirstLetter.get(word[0]!) ?? []) {
      if (candidate.length <= word.length || !isSubsequence(word, candidate)) continue;
      let rank = 0;
      if (skeletons.get(candidate) === skeleton) rank = 3;
      else if (word.length >= 3 && candidate.startsWith(word)) rank = 2;
      else if (word.length >= 3 && candidate.endsWith(word[word.length - 1]!) && word.length * 2 >= candidate.length) rank = 1;
      if (rank > bestRank || (rank === bestRank && rank > 0 && best !== null && df(candidate) > df(best))) {
        best = candidate;
        bestRank = rank;
      }
    }
    return bestRank > 0 ? best : null;
  }

  // Misspelling: a catalog word one edit away ("cheeze" → "cheese"), else one of about the same length sharing
  // most letter trigrams (Dice ≥ 0.6: "fettucini" → "fettuccine").
  function misspelling(word: string): string | null {
    if (word.length < 5) return null;
    const grams = trigrams(word);
    const shared = new Map<string, number>();
    for (const g of grams) for (const candidate of byTrigram.get(g) ?? []) shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
    let best: string | null = null;
    for (const candidate of shared.keys()) {
      if (withinOneEdit(word, candidate) && (best === null || df(candidate) > df(best))) best = candidate;
    }
    if (best) return best;
    let bestDice = 0.6;
    for (const [candidate, n] of shared) {
      if (Math.abs(candidate.length - word.length) > 2) continue;
      const dice = (2 * n) / (grams.size + candidate.length); // a padded word of n letters has n trigrams
      if (dice > bestDice || (dice === bestDice && best !== null && df(candidate) > df(best))) {
        best = candidate;
        bestDice = dice;
      }
    }
    return best;
  }

  return (word) => {
    if (vocabulary.has(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // Two-letter codes are too ambiguous to expand (till-abbreviations.ts lists the known ones: AP, PB, MX).
    const resolved = word.length < 3 ? null : (abbreviation(word) ?? misspelling(word));
    if (cache.size >= MAX_CACHE) cache.clear();
    cache.set(word, resolved);
    return resolved;
  };
}
