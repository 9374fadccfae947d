import { z } from "zod";
import { MIN_MATCH_SCORE } from "../matching/match-threshold";
import type { ComparableKind } from "./comparable-price";

/**
 * A GF pack costing more than this many times its comparable is more likely compared with the wrong thing (a
 * clearance loaf, a family pack, another food) than priced honestly: GF substitutes usually cost 1–3× regular, and
 * on the app's own proposals for 240 GF products sold in Canadian stores (Project Hammer, 2024) the ratio's middle
 * 95% is 0.70–3.99, with only 1 above 5.
 */
export const MAX_GF_TO_REGULAR = 5;
/**
 * A comparable costing more than twice the GF pack is as suspect the other way: on the same proposals only 2 of 240
 * fall below half. Between half and one the GF pack was likely on sale, and the claim is nothing anyway.
 */
export const MIN_GF_TO_REGULAR = 0.5;
/**
 * A regular price this many times above or below its category's median is outside the category's usual range:
 * 96% of the catalog's regular products (data/catalog/products.csv) are within a third to three times their
 * category's median unit price; the rest are clearance prices, bulk packs and specialty foods.
 */
export const CATEGORY_SPREAD = 3;

export interface MatchCheckInput {
  /** What one GF pack cost on the receipt, in the same year's money as the comparable. */
  gfPerPackCents: number;
  /** The comparable regular price the line uses, for one pack; null when it has none. */
  comparable: { kind: ComparableKind; perPackCents: number } | null;
  /** The matcher's score for the product the comparable rests on; null when it rests on none. */
  score: number | null;
  /** The catalog category the GF line's name says it is; null when the name does not say. */
  gfCategory: string | null;
  /** The category of the product the comparable rests on. */
  productCategory: string | null;
  /** The median regular price in the product's category, scaled to the GF pack, in the comparable's money. */
  categoryMedianPerPackCents: number | null;
}

/**
 * Whether a line's comparable price looks like a fair comparison: "good" for the app's own comparable that passed
 * every check, "yours" for a price the user typed (their judgement, never graded as a match), "check" when it looks wrong.
 */
export const matchCheckSchema = z.object({
  level: z.enum(["good", "yours", "check"]),
  reasons: z.array(z.string()).describe("Why the line should be checked, in plain words; empty when it looks right"),
});
export type MatchCheck = z.infer<typeof matchCheckSchema>;

function priceRatioReason(gfCents: number, regularCents: number): string | null {
  if (!(gfCents > 0) || !(regularCents > 0)) return null;
  const ratio = gfCents / regularCents;
  if (ratio > MAX_GF_TO_REGULAR) {
    return `The gluten-free price is ${Math.round(ratio)} times the regular one: gluten-free foods usually cost 1 to 3 times as much`;
  }
  if (ratio < MIN_GF_TO_REGULAR) return "The regular price is more than twice the gluten-free one: a comparable regular product usually costs less";
  return null;
}

function categoryRangeReason(regularCents: number, medianCents: number | null, category: string | null): string | null {
  if (medianCents === null || !(medianCents > 0)) return null;
  const what = category ? `regular ${category} products` : "regular products of its kind";
  if (regularCents < medianCents / CATEGORY_SPREAD) return `The regular price is far below what ${what} usually cost`;
  if (regularCents > medianCents * CATEGORY_SPREAD) return `The regular price is far above what ${what} usually cost`;
  return null;
}

/**
 * Whether a line's comparable regular price looks like a fair comparison, so a confident-looking claim is not
 * built on the wrong product: a weak name match, a product of another kind of food, or a price outside what GF
 * premiums and the category's regular prices allow are each a reason for the user to look. A price the user typed is
 * their own judgement, questioned only when the ratio is implausible. Null: there is no comparable to judge.
 */
export function checkMatch(input: MatchCheckInput): MatchCheck | null {
  const { comparable } = input;
  if (!comparable) return null;
  const ratio = priceRatioReason(input.gfPerPackCents, comparable.perPackCents);
  if (comparable.kind === "custom") return ratio ? verdict([ratio]) : { level: "yours", reasons: [] };
  const weak = input.score !== null && input.score < MIN_MATCH_SCORE ? "Weak name match" : null;
  const otherCategory =
    input.gfCategory && input.productCategory && input.gfCategory !== input.productCategory
      ? `Matched to a product in another category (${input.productCategory}), not ${input.gfCategory}`
      : null;
  return verdict([weak, otherCategory, ratio, categoryRangeReason(comparable.perPackCents, input.categoryMedianPerPackCents, input.productCategory)]);
}

function verdict(found: readonly (string | null)[]): MatchCheck {
  const reasons = found.filter((r): r is string => r !== null);
  return { level: reasons.length > 0 ? "check" : "good", reasons };
}
