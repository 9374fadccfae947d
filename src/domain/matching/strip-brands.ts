import type { GfBrand } from "../gluten-free/gf-brands";
import { tokenizeProductName } from "./tokenize-product-name";

/** Removes brand names from a tokenized GF line. */
export type BrandStripper = (words: readonly string[]) => string[];

interface BrandPattern {
  words: string[];
  /** A line may print only the first two words ("LITTLE NORTHERN GF BRD" for Little Northern Bakehouse). */
  prefix: number;
}

/**
 * Brands from data/gluten-free/brands.csv (dedicated GF brands such as Udi's, Schär, Kinnikinnick, and the
 * regular brands with GF lines): their names say nothing about the kind of food and most never occur in the
 * regular catalog, so they are taken out of the GF line before matching. Longest brand first.
 * A possessive first word ("Mary's" for Mary's Gone Crackers) is also dropped when it starts the line.
 */
export function createBrandStripper(brands: readonly Pick<GfBrand, "brand">[]): BrandStripper {
  const patterns: BrandPattern[] = [];
  const possessives = new Set<string>();
  for (const { brand } of brands) {
    const words = tokenizeProductName(brand);
    if (words.length === 0 || (words.length === 1 && words[0]!.length < 2)) continue;
    patterns.push({ words, prefix: words.length >= 3 ? 2 : words.length });
    if (words.length >= 2 && /^[^\s]+['’]s\b/i.test(brand.trim())) possessives.add(words[0]!);
  }
  patterns.sort((a, b) => b.words.length - a.words.length);
  const byFirstWord = new Map<string, BrandPattern[]>();
  for (const pattern of patterns) {
    const list = byFirstWord.get(pattern.words[0]!);
    if (list) list.push(pattern);
    else byFirstWord.set(pattern.words[0]!, [pattern]);
  }

  const matchAt = (words: readonly string[], i: number, pattern: BrandPattern): number => {
    let k = 0;
    while (k < pattern.words.length && words[i + k] === pattern.words[k]) k++;
    return k === pattern.words.length || k >= pattern.prefix ? k : 0;
  };

  return (words) => {
    const out: string[] = [];
    for (let i = 0; i < words.length; ) {
      let skip = 0;
      for (const pattern of byFirstWord.get(words[i]!) ?? []) {
        skip = matchAt(words, i, pattern);
        if (skip > 0) break;
      }
      if (skip === 0 && i === 0 && possessives.has(words[0]!)) skip = 1;
      if (skip > 0) i += skip;
      else out.push(words[i++]!);
    }
    return out;
  };
}
