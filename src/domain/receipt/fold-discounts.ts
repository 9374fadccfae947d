/** An item's own discount or coupon line is folded into its amount; one that fits no item stays a "discount". */
import type { DraftLine } from "./assemble-items";

export function foldDiscounts(lines: readonly DraftLine[]): DraftLine[] {
  const out: DraftLine[] = [];
  for (const line of lines) {
    if (line.kind !== "discount" || line.unreadable) {
      out.push({ ...line });
      continue;
    }
    // The nearest item above (deposits and fees printed between an item and its discount are skipped).
    const item = out.findLast((l) => l.kind === "item");
    if (item && item.priceCents + line.priceCents >= 0) item.priceCents += line.priceCents;
    else out.push({ ...line });
  }
  return out;
}
