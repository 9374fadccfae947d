/**
 * The matcher's tunable constants, in one place. Tuned with `npm run bench:match` on the first two thirds of
 * data/matching/labelled-gf-lines.csv; the last third is held out (see data/matching/README.md).
 */
export const MATCH_WEIGHTS = {
  /** Head nouns (food-words.ts HEAD_WORDS) weigh this many times their IDF … */
  head: 2,
  /** … taken as at least this, so common ones ("bread", "cereal") still dominate flavour words. */
  headFloor: 2.5,
  /** IDFs are capped at this, so one rare word (a flavour, or a rare head noun) cannot outweigh the rest. */
  modifierCap: 4,
  /** A pair of neighbouring words ("all purpose", "english muffin", "hot dog") on top of its two words. */
  bigram: 0.6,
  /** A flavour word (food-words.ts FLAVOUR_WORDS) weighs this many times more on the product side. */
  flavour: 3,
  /** Share of a GF base word's weight in a GF line ("brown rice penne"): it describes the substitute. */
  gfBase: 0.3,
  /** Weight of a GF-line word the catalog does not know (not a brand): it lowers the score, as a rare word would. */
  unknown: 5,
  /** Score = coverage^a × precision^(1−a): how much of the GF line the product explains matters most. */
  coverageExponent: 0.8,
  /** Factor when the product shares none of the GF line's head nouns while another product does. */
  missingHead: 0.55,
  /** Factor for every product when the GF line has no head noun at all (we cannot tell the kind of food). */
  noHeadInQuery: 0.7,
  /** Factor for products outside the GF line's category, when some product inside it shares a head noun. */
  otherCategory: 0.6,
  /** … unless the product covers at least this share of the line's weight. */
  categoryOverride: 0.9,
  /** Factor when classify-food.ts reads the GF line as a food gluten-free by nature (docs/tax-rules.md: no claim). */
  naturalFood: 0.6,
  /** Up to this share of the score goes to package size similarity (a tie-breaker between equal names). */
  size: 0.04,
} as const;

export type MatchWeights = { -readonly [K in keyof typeof MATCH_WEIGHTS]: number };
