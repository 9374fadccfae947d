import type { GfBrand } from "../gluten-free/gf-brands";
import {
  bigramKey,
  DIET_STEMS,
  GENERIC_HEAD_STEMS,
  GF_BASE_STEMS,
  INGREDIENT_HEAD_STEMS,
  type CatalogIndex,
} from "./catalog-index";
import type { MatchWeights } from "./match-weights";
import { createBrandStripper } from "./strip-brands";
import { stem, tokenizeProductName } from "./tokenize-product-name";

/** A GF line as weighted catalog features, heaviest first. */
export interface QueryFeatures {
  ids: number[];
  /** Each feature's weight² in the line. */
  sq: number[];
  /** Each feature counts as the line's head noun. */
  head: boolean[];
  /** Σ weight² of the line, unknown words included. */
  normSq: number;
  hasHead: boolean;
  /** The line's catalog words in order, unstemmed (for classify-food.ts). */
  words: string[];
}

interface Word {
  stem: string;
  surface: string;
  factor: number;
}

/**
 * Turns a GF line into catalog features: tokenized, brands dropped, abbreviations and misspellings resolved;
 * words the catalog never uses count against a match (unless two-letter store codes such as PC or GV); GF base
 * words ("rice" in "brown rice penne") count little; ingredient and generic head nouns ("oat" in "oat bar", "mix"
 * in "cake mix") weigh as ordinary words when the line has a more specific one.
 */
export function createQueryAnalyzer(
  index: CatalogIndex,
  w: MatchWeights,
  gfBrands: readonly Pick<GfBrand, "brand">[],
): (name: string) => QueryFeatures {
  const stripBrands = createBrandStripper(gfBrands);
  const isHead = (s: string) => index.isHead[index.featureIds.get(s)!] === 1;

  return (name) => {
    const words: Word[] = [];
    let normSq = 0;
    for (const raw of stripBrands(tokenizeProductName(name))) {
      const resolved = index.resolve(raw);
      if (resolved === null) {
        if (raw.length > 2 && !DIET_STEMS.has(stem(raw))) normSq += w.unknown * w.unknown;
        continue;
      }
      const s = stem(resolved);
      if (index.brandStems.has(s) || DIET_STEMS.has(s) || !index.featureIds.has(s)) continue;
      words.push({ stem: s, surface: resolved, factor: GF_BASE_STEMS.has(s) ? w.gfBase : 1 });
    }
    words.forEach((word, i) => {
      if (word.stem === "brown" && words[i + 1]?.stem === "rice") word.factor = w.gfBase;
    });
    const specificHead = words.some((x) => isHead(x.stem) && !INGREDIENT_HEAD_STEMS.has(x.stem) && !GENERIC_HEAD_STEMS.has(x.stem));
    const otherWords = words.length > 1 || normSq > 0;

    const byId = new Map<number, { sq: number; head: boolean }>();
    const add = (id: number, weight: number, head: boolean) => {
      const prev = byId.get(id);
      if (!prev || prev.sq < weight * weight) byId.set(id, { sq: weight * weight, head });
    };
    for (const word of words) {
      const id = index.featureIds.get(word.stem)!;
      const demoted =
        (specificHead && INGREDIENT_HEAD_STEMS.has(word.stem)) || (otherWords && GENERIC_HEAD_STEMS.has(word.stem));
      add(id, (demoted ? index.modifierWeights[id]! : index.weights[id]!) * word.factor, isHead(word.stem) && !demoted);
    }
    for (let i = 0; i + 1 < words.length; i++) {
      const a = words[i]!.stem;
      const b = words[i + 1]!.stem;
      const id = a === b ? undefined : index.featureIds.get(bigramKey(a, b));
      if (id !== undefined) add(id, index.weights[id]!, false);
    }

    const entries = [...byId.entries()].sort((x, y) => y[1].sq - x[1].sq);
    let hasHead = false;
    for (const [, f] of entries) {
      normSq += f.sq;
      if (f.head) hasHead = true;
    }
    return {
      ids: entries.map(([id]) => id),
      sq: entries.map(([, f]) => f.sq),
      head: entries.map(([, f]) => f.head),
      normSq,
      hasHead,
      words: words.map((x) => x.surface),
    };
  };
}
