import { z } from "zod";
import { MAX_LINE_PRICE_CENTS } from "../money";
import { mayBeClaimed, type Eligibility } from "../gluten-free/food-eligibility";
import type { ComparablePrice, Comparison } from "./comparable-price";
import { differenceCents } from "./difference-cents";
import { chosenComparable, lineRegularPrice, type LineRegularPrice } from "./regular-price";

/** What a line still lacks before it can be saved as a claim; null when it can be. */
export const claimBlockerSchema = z.enum([
  /** Naturally GF, not GF or not food: never claimable. */
  "ineligible",
  /** An unknown line the user has not confirmed as a GF product bought for the person with celiac disease. */
  "confirm_gluten_free",
  /** No comparable regular price yet: the user picks a product, accepts the category reference or types one. */
  "comparable_price",
]);
export type ClaimBlocker = z.infer<typeof claimBlockerSchema>;

/** What a line lacks, from its eligibility, the user's GF confirmation and whether it has a regular price. */
export function claimBlocker(eligibility: Eligibility, gfConfirmed: boolean, hasRegularPrice: boolean): ClaimBlocker | null {
  if (!mayBeClaimed(eligibility)) return "ineligible";
  if (eligibility === "unknown" && !gfConfirmed) return "confirm_gluten_free";
  return hasRegularPrice ? null : "comparable_price";
}

export interface LineClaimInput {
  eligibility: Eligibility;
  gfConfirmed: boolean;
  /** What was paid for the whole line. */
  paidCents: number;
  quantity: number;
  comparison: Comparison | null;
  choice: ComparablePrice | null;
  customPerPackCents: number | null;
  purchaseYear: number;
}

export interface LineClaim {
  comparable: ComparablePrice | null;
  regular: LineRegularPrice | null;
  differenceCents: number | null;
  blocker: ClaimBlocker | null;
}

/**
 * The claim a receipt line makes, decided on the server from what it knows, never from a client's flags: only a GF
 * substitute (or an unknown line the user vouches for) with a comparable price the app found or the user gave.
 * An unknown line needs the user's own comparable: the app's proposal was found for a product it could not name.
 */
export function lineClaim(input: LineClaimInput): LineClaim {
  const eligible = mayBeClaimed(input.eligibility);
  const comparable =
    input.eligibility === "unknown"
      ? chosenComparable({ comparison: null, choice: input.choice, customPerPackCents: input.customPerPackCents })
      : chosenComparable({ comparison: input.comparison, choice: input.choice, customPerPackCents: input.customPerPackCents });
  const regular = comparable ? lineRegularPrice(comparable, input.quantity, input.purchaseYear) : null;
  return {
    comparable,
    regular,
    differenceCents: regular && eligible ? differenceCents(input.paidCents, regular.cents) : null,
    blocker: claimBlocker(input.eligibility, input.gfConfirmed, regular !== null),
  };
}

/** A line's computed prices within the bound every typed price has: a size or quantity can scale a comparable past it. */
export const isWithinLineBound = (paidCents: number, claim: LineClaim) =>
  paidCents <= MAX_LINE_PRICE_CENTS && (claim.regular?.cents ?? 0) <= MAX_LINE_PRICE_CENTS;
