/**
 * A discount or coupon printed under an item stays its own line, as printed, and is also recorded on the item it
 * reduces (`discountCents`), so that what was paid for that item is known. The receipt then reads as printed (the
 * lines add up to the subtotal) and a claim can use the price after the item's own discount.
 */
import type { DraftLine } from "./assemble-items";
import type { ParsedLine } from "./types";

export function attachDiscounts(lines: readonly DraftLine[]): DraftLine[] {
  const out: DraftLine[] = [];
  for (const line of lines) {
    const copy: DraftLine = { ...line, appliesTo: null };
    out.push(copy);
    if (line.kind !== "discount" || line.unreadable) continue;
    // The nearest item above (deposits and fees printed between an item and its discount are skipped).
    const at = out.findLastIndex((l) => l.kind === "item");
    const item = out[at];
    if (item && item.priceCents - item.discountCents + line.priceCents >= 0) {
      item.discountCents -= line.priceCents;
      copy.appliesTo = at;
    }
  }
  return out;
}

/** The lines as paid: each item less its own discounts, and those discount lines gone; other lines as printed. */
export function linesAsPaid<L extends Pick<ParsedLine, "kind" | "priceCents" | "discountCents" | "appliesTo">>(lines: readonly L[]): L[] {
  return lines
    .filter((l) => !(l.kind === "discount" && l.appliesTo !== null))
    .map((l) => ({ ...l, priceCents: l.priceCents - l.discountCents, discountCents: 0 }));
}

/**
 * The position of the item a stored discount line reduced, by `attachDiscounts`'s own rule (the nearest item above
 * it), or null when it reduced none: it fit no item, so that item's recorded discount is smaller than it. Used when
 * the discount line is deleted, so that the item gets back what the line took off.
 */
export function itemReducedBy(
  lines: readonly Pick<ParsedLine, "kind" | "priceCents" | "discountCents">[],
  discountAt: number,
): number | null {
  const discount = lines[discountAt];
  if (discount?.kind !== "discount") return null;
  const at = lines.slice(0, discountAt).findLastIndex((l) => l.kind === "item");
  const item = lines[at];
  return item && item.discountCents >= -discount.priceCents ? at : null;
}
