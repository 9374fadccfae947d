import { said, type Said } from "../i18n/said";
import type { MessageKey } from "../i18n/translator";
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
const NOT_A_PURCHASE: Record<Exclude<ParsedLineKind, "item">, MessageKey> = {
  discount: "lineNote.discount",
  deposit: "lineNote.deposit",
  fee: "lineNote.fee",
};

const ELIGIBILITY_NOTE: Record<Eligibility, MessageKey | null> = {
  substitute: null,
  natural: "lineNote.natural",
  not_food: "lineNote.notFood",
  not_gluten_free: "lineNote.notGlutenFree",
  unknown: "lineNote.unknown",
};

/**
 * The one note a review line shows, as a record (decision 038), from the same decision as its badge and its pre-selection: what a line that is
 * not a purchase is, why a product cannot be claimed, or the one question an unknown line asks until it is answered.
 */
export function lineNote(line: NotedLine): Said | null {
  if (line.kind === "discount" && COUPON.test(line.name)) return said("lineNote.coupon");
  if (line.kind !== "item") return said(NOT_A_PURCHASE[line.kind]);
  if (line.eligibility === "unknown" && line.gfConfirmed) return null;
  const note = ELIGIBILITY_NOTE[line.eligibility];
  return note && said(note);
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
