import type { Cents } from "../money";

/**
 * An amount indexed by a published factor, `factorBp` in basis points (270 = +2.7%), rounded to `roundToCents` (100:
 * the dollar, as the CRA rounds; 500: the nearest $5, as Revenu Québec rounds). Integers throughout: the product is
 * exact before the one rounding, half up.
 */
export function indexAmount(cents: Cents, factorBp: number, roundToCents = 100): Cents {
  const scaled = cents * (10_000 + factorBp);
  const unit = roundToCents * 10_000;
  return Math.floor((scaled + unit / 2) / unit) * roundToCents;
}
