import type { GfBrand } from "../gluten-free/gf-brands";
import { buildCatalogIndex } from "./catalog-index";
import { MATCH_WEIGHTS, type MatchWeights } from "./match-weights";
import { normaliseRegularPrice } from "./normalise-price";
import { parsePackageSize } from "./parse-package-size";
import { queryKind } from "./query-categories";
import { createQueryAnalyzer } from "./query-features";
import type { CatalogProduct, MatchQuery, ProductMatch, ProductMatcher } from "./types";

export interface ProductMatcherOptions {
  /** Brands to drop from GF lines (data/gluten-free/brands.csv); dedicated GF brands never occur in the catalog. */
  gfBrands?: readonly Pick<GfBrand, "brand">[];
  /** Overrides of MATCH_WEIGHTS, for tuning. */
  weights?: Partial<MatchWeights>;
}

interface Ranked {
  i: number;
  score: number;
}

/**
 * Finds the regular products most comparable to a GF line. The catalog is indexed once (word and word-pair
 * postings with IDF weights); a match only visits products that share a word with the line. The score (0..1) is
 * coverage^a × precision^(1−a) of the weighted shared words (how much of the GF line the product explains, and
 * how much of the product the line explains), where head nouns weigh most and brand words nothing, times factors
 * for a missing head noun, another category, a naturally GF food and package size. Pure: no I/O, no clock.
 */
export function createProductMatcher(products: readonly CatalogProduct[], options: ProductMatcherOptions = {}): ProductMatcher {
  const w: MatchWeights = { ...MATCH_WEIGHTS, ...options.weights };
  const index = buildCatalogIndex(products, w);
  const analyze = createQueryAnalyzer(index, w, options.gfBrands ?? []);
  const n = products.length;
  const categoryNames = [...new Set(products.map((p) => p.category))];
  const categoryOf = Uint8Array.from(products, (p) => categoryNames.indexOf(p.category));
  const matchedQuery = new Float64Array(n);
  const matchedDoc = new Float64Array(n);
  const headHit = new Uint8Array(n);
  const touched = new Int32Array(n);
  const a = w.coverageExponent;

  return {
    match(query: MatchQuery, limit = 1): ProductMatch[] {
      if (limit <= 0) return [];
      const q = analyze(query.name);
      if (q.ids.length === 0 || q.normSq <= 0) return [];

      // Accumulate shared weight per product; heaviest features first, so strong candidates come first.
      let count = 0;
      for (let f = 0; f < q.ids.length; f++) {
        const id = q.ids[f]!;
        const sq = q.sq[f]!;
        const docSq = index.docWeightSq[id]!;
        const head = q.head[f]!;
        const list = index.postings[id]!;
        for (let p = 0; p < list.length; p++) {
          const i = list[p]!;
          if (matchedQuery[i] === 0) touched[count++] = i;
          matchedQuery[i] = matchedQuery[i]! + sq;
          matchedDoc[i] = matchedDoc[i]! + docSq;
          if (head) headHit[i] = 1;
        }
      }

      const kind = queryKind(query, q.words);
      const allowed = new Uint8Array(categoryNames.length);
      categoryNames.forEach((c, k) => (allowed[k] = kind.categories.has(c) ? 1 : 0));
      let anyHead = false;
      let headInCategory = false;
      let bestCoverageInCategory = 0;
      for (let k = 0; k < count; k++) {
        const i = touched[k]!;
        if (!headHit[i]) continue;
        anyHead = true;
        if (allowed[categoryOf[i]!]) {
          headInCategory = true;
          if (matchedQuery[i]! > bestCoverageInCategory) bestCoverageInCategory = matchedQuery[i]!;
        }
      }
      bestCoverageInCategory /= q.normSq;
      const size = query.size === undefined ? parsePackageSize(query.name) : query.size;
      const globalFactor = (q.hasHead ? 1 : w.noHeadInQuery) * (kind.natural ? w.naturalFood : 1);

      const top: Ranked[] = [];
      // score ≤ coverage^a, so a product whose coverage is at most cutoff^(1/a) cannot enter the top.
      let coverageCutoff = 0;
      for (let k = 0; k < count; k++) {
        const i = touched[k]!;
        const coverage = matchedQuery[i]! / q.normSq;
        const precision = Math.min(1, matchedDoc[i]! / index.docNormSq[i]!);
        const hit = headHit[i];
        matchedQuery[i] = 0;
        matchedDoc[i] = 0;
        headHit[i] = 0;
        if (coverage <= coverageCutoff) continue;

        let score = Math.pow(coverage, a) * Math.pow(precision, 1 - a) * globalFactor;
        if (q.hasHead && anyHead && !hit) score *= w.missingHead;
        // A product carrying (nearly) every word of the line, more of it than any product of the guessed category,
        // outweighs the guess: classify-food.ts has no rule for the catalog's Other (pot pies, spring rolls,
        // frozen lasagna) and reads "pie shells" as pasta.
        if (headInCategory && !allowed[categoryOf[i]!]) {
          const overrides = coverage >= w.categoryOverride && coverage > bestCoverageInCategory + 1e-9;
          if (!overrides) score *= w.otherCategory;
        }
        if (size) {
          const product = products[i]!;
          if (product.sizeValue && product.sizeUnit === size.unit) {
            score *= 1 - w.size * (1 - Math.min(size.value, product.sizeValue) / Math.max(size.value, product.sizeValue));
          } else score *= 1 - w.size;
        }
        if (top.length === limit && score <= top[limit - 1]!.score) continue;
        let at = top.length < limit ? top.length : limit - 1;
        while (at > 0 && top[at - 1]!.score < score) {
          if (at < limit) top[at] = top[at - 1]!;
          at--;
        }
        top[at] = { i, score };
        if (top.length === limit) coverageCutoff = Math.pow(top[limit - 1]!.score, 1 / a);
      }
      return top.map(({ i, score }) => ({
        product: products[i]!,
        score: Math.min(1, Math.max(0, score)),
        regularPriceCents: normaliseRegularPrice(products[i]!, size),
      }));
    },
  };
}
