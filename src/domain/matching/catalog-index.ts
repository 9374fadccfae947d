import {
  DEFAULT_VARIANT_WORDS,
  DIET_WORDS,
  FLAVOUR_WORDS,
  GENERIC_HEAD_WORDS,
  GF_BASE_WORDS,
  HEAD_WORDS,
  INGREDIENT_HEAD_WORDS,
} from "./food-words";
import type { MatchWeights } from "./match-weights";
import { createWordResolver, type WordResolver } from "./resolve-word";
import { stem, tokenizeProductName } from "./tokenize-product-name";
import type { CatalogProduct } from "./types";

export const HEAD_STEMS: ReadonlySet<string> = new Set(HEAD_WORDS.map(stem));
export const GF_BASE_STEMS: ReadonlySet<string> = new Set(GF_BASE_WORDS.map(stem));
export const DIET_STEMS: ReadonlySet<string> = new Set(DIET_WORDS.map(stem));
export const INGREDIENT_HEAD_STEMS: ReadonlySet<string> = new Set(INGREDIENT_HEAD_WORDS.map(stem));
export const GENERIC_HEAD_STEMS: ReadonlySet<string> = new Set(GENERIC_HEAD_WORDS.map(stem));
const FLAVOUR_STEMS: ReadonlySet<string> = new Set(FLAVOUR_WORDS.map(stem));
const DEFAULT_VARIANT_STEMS: ReadonlySet<string> = new Set(DEFAULT_VARIANT_WORDS.map(stem));

/** A word or a pair of neighbouring words ("all purpose"), keyed by its stems. */
export const bigramKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * The catalog, indexed once: every feature (word stem or neighbouring pair) with its weight and the products
 * that carry it. Brand words are left out, so matching is brand-neutral.
 */
export interface CatalogIndex {
  readonly products: readonly CatalogProduct[];
  readonly featureIds: ReadonlyMap<string, number>;
  readonly weights: Float64Array;
  /** The weight a word has when it only qualifies another head noun (its capped IDF). */
  readonly modifierWeights: Float64Array;
  /** weight² as it counts for and against a product: 0 for default-variant words ("original", "all purpose"), more for flavours. */
  readonly docWeightSq: Float64Array;
  readonly isHead: Uint8Array;
  readonly postings: readonly Int32Array[];
  /** Σ weight² of each product's features. */
  readonly docNormSq: Float64Array;
  /** Stems seen (almost) only inside brand names ("dempsters", "quaker", "compliments"). */
  readonly brandStems: ReadonlySet<string>;
  /** Unstemmed catalog words → an abbreviation or misspelling's catalog word. */
  readonly resolve: WordResolver;
}

/** Word positions that spell the product's brand ("Dare" in "Breton Original, Dare Crackers"). */
function brandPositions(words: readonly string[], brand: readonly string[]): Set<number> {
  const out = new Set<number>();
  if (brand.length === 0) return out;
  for (let i = 0; i + brand.length <= words.length; i++) {
    if (brand.every((b, k) => words[i + k] === b)) for (let k = 0; k < brand.length; k++) out.add(i + k);
  }
  return out;
}

export function buildCatalogIndex(products: readonly CatalogProduct[], w: MatchWeights): CatalogIndex {
  const surfaceDf = new Map<string, number>();
  const inBrand = new Map<string, number>();
  const total = new Map<string, number>();
  const stemmed: string[][] = [];

  for (const product of products) {
    const words = tokenizeProductName(product.name);
    const stems = words.map(stem);
    const brand = product.brand ? tokenizeProductName(product.brand) : [];
    const inBrandAt = brandPositions(words, brand);
    for (const word of new Set(words)) surfaceDf.set(word, (surfaceDf.get(word) ?? 0) + 1);
    stems.forEach((s, i) => {
      total.set(s, (total.get(s) ?? 0) + 1);
      if (inBrandAt.has(i)) inBrand.set(s, (inBrand.get(s) ?? 0) + 1);
    });
    stemmed.push(stems);
  }

  // A stem is a brand word when at least 3/4 of its uses are inside the brand, unless it names a food.
  const brandStems = new Set<string>();
  for (const [s, n] of inBrand) if (n >= 0.75 * total.get(s)! && !HEAD_STEMS.has(s)) brandStems.add(s);

  const featureIds = new Map<string, number>();
  const df: number[] = [];
  const docFeatures: number[][] = stemmed.map((stems) => {
    const kept = stems.filter((s) => !brandStems.has(s) && !DIET_STEMS.has(s));
    const keys = new Set(kept);
    for (let i = 0; i + 1 < kept.length; i++) if (kept[i] !== kept[i + 1]) keys.add(bigramKey(kept[i]!, kept[i + 1]!));
    const ids: number[] = [];
    for (const key of keys) {
      let id = featureIds.get(key);
      if (id === undefined) {
        id = df.length;
        featureIds.set(key, id);
        df.push(0);
      }
      df[id]!++;
      ids.push(id);
    }
    return ids;
  });

  const n = products.length;
  const weights = new Float64Array(df.length);
  const modifierWeights = new Float64Array(df.length);
  const docWeightSq = new Float64Array(df.length);
  const isHead = new Uint8Array(df.length);
  for (const [key, id] of featureIds) {
    const idf = Math.log(1 + n / df[id]!);
    const pair = key.split(" ");
    modifierWeights[id] = Math.min(idf, w.modifierCap);
    if (pair.length === 2) weights[id] = w.bigram * modifierWeights[id]!;
    else if (HEAD_STEMS.has(key)) {
      weights[id] = w.head * Math.min(Math.max(idf, w.headFloor), w.modifierCap);
      isHead[id] = 1;
    } else weights[id] = modifierWeights[id]!;
    const docFactor = pair.every((p) => DEFAULT_VARIANT_STEMS.has(p)) ? 0 : pair.length === 1 && FLAVOUR_STEMS.has(key) ? w.flavour : 1;
    docWeightSq[id] = (docFactor * weights[id]!) ** 2;
  }

  const lists: number[][] = df.map(() => []);
  const docNormSq = new Float64Array(n);
  docFeatures.forEach((ids, i) => {
    let sq = 0;
    for (const id of ids) {
      lists[id]!.push(i);
      sq += docWeightSq[id]!;
    }
    docNormSq[i] = sq > 0 ? sq : 1;
  });

  return {
    products,
    featureIds,
    weights,
    modifierWeights,
    docWeightSq,
    isHead,
    postings: lists.map((l) => Int32Array.from(l)),
    docNormSq,
    brandStems,
    resolve: createWordResolver(surfaceDf),
  };
}
