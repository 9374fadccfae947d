import { said, type Said } from "../i18n/said";
import type { ParsedLine } from "./types";
import { isSubtotalLabel } from "./receipt-keywords";

/**
 * A line this many times the receipt's whole total (or subtotal) is a misread, not a purchase: an item bigger than the
 * receipt it is on can only come from a discount larger than the rest of the receipt, never tenfold.
 */
export const OUTSIZED_FACTOR = 10;

/** What the guard reads of a line, whichever engine read it. */
type PricedLine = Pick<ParsedLine, "name" | "kind" | "priceCents">;

export interface OutsizedRefusal<L extends PricedLine> {
  lines: L[];
  notes: Said[];
  /** A refused line began with a subtotal label: the subtotal was printed, its amount misread. */
  subtotalSeen: boolean;
}

const startsWithSubtotal = (name: string) => {
  const words = name.trim().split(/\s+/);
  return isSubtotalLabel(words[0] ?? "") || isSubtotalLabel(words.slice(0, 2).join(" "));
};

/**
 * Leaves out the item lines far above the receipt's total or subtotal ("SUBTOTAL ITEMS PURCHASED 26114.59" on a
 * $16.41 receipt), each named in a note, so one misread line cannot become a claimable purchase nor throw out every sum.
 */
export function refuseOutsizedLines<L extends PricedLine>(
  lines: readonly L[],
  totals: { subtotalCents: number | null; totalCents: number | null },
): OutsizedRefusal<L> {
  const ceiling = Math.max(totals.totalCents ?? 0, totals.subtotalCents ?? 0);
  if (ceiling <= 0) return { lines: [...lines], notes: [], subtotalSeen: false };
  const outsized = (l: L) => l.kind === "item" && l.priceCents > ceiling * OUTSIZED_FACTOR;
  const refused = lines.filter(outsized);
  return {
    lines: lines.filter((l) => !outsized(l)),
    notes: refused.map((l) => said("reading.outsized", { name: l.name, read: { cents: l.priceCents }, ceiling: { cents: ceiling } })),
    subtotalSeen: refused.some((l) => startsWithSubtotal(l.name)),
  };
}
