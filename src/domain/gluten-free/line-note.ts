import type { ParsedLineKind } from "../receipt-reading/types";
import type { Eligibility } from "./food-eligibility";

export interface NotedLine {
  kind: ParsedLineKind;
  name: string;
  eligibility: Eligibility;
  gfConfirmed: boolean;
}

const COUPON = /\b(coupons?|coupon rabais|bon de reduction|mfr|manufacturer)\b/i;

// Printed lines that are not purchases are kept so the receipt adds up; each says what it is, never why a product fails.
const NOT_A_PURCHASE: Record<Exclude<ParsedLineKind, "item">, string> = {
  discount: "A discount printed on the receipt: it lowers the line above it and is not a purchase to claim.",
  deposit: "A container deposit: it is not food, so it cannot be claimed.",
  fee: "A fee or charge printed on the receipt: it is not food, so it cannot be claimed.",
};

const ELIGIBILITY_NOTE: Record<Eligibility, string | null> = {
  substitute: null,
  natural:
    "Naturally gluten-free foods (rice, fruit, vegetables, meat, corn tortillas, rice cakes…) have no extra cost to claim.",
  not_food: "Only food for the person with celiac disease can be claimed: pet food and household items are not medical expenses.",
  not_gluten_free:
    "This line is not a gluten-free product. If the name was misread, correct it so it shows the product is gluten-free.",
  unknown:
    "We couldn't tell whether this is gluten-free. Tick it if it is a gluten-free product bought for the person with celiac disease.",
};

/**
 * The one note a review line shows, from the same decision as its badge and its pre-selection: what a line that is
 * not a purchase is, why a product cannot be claimed, or the one question an unknown line asks until it is answered.
 */
export function lineNote(line: NotedLine): string | null {
  if (line.kind === "discount" && COUPON.test(line.name)) {
    return "A coupon printed on the receipt: it lowers what you paid and is not a purchase to claim.";
  }
  if (line.kind !== "item") return NOT_A_PURCHASE[line.kind];
  if (line.eligibility === "unknown" && line.gfConfirmed) return null;
  return ELIGIBILITY_NOTE[line.eligibility];
}

/**
 * Whether a line is shown as gluten-free: a substitute always, an unknown line once the user vouched for it, any
 * other line only on its printed sign (a "GF RICE" is gluten-free and says why it has nothing to claim).
 */
export function shownGlutenFree(eligibility: Eligibility, glutenFreeSign: boolean, gfConfirmed: boolean): boolean {
  if (eligibility === "substitute") return true;
  if (eligibility === "unknown") return gfConfirmed;
  if (eligibility === "not_gluten_free") return false;
  return glutenFreeSign;
}
