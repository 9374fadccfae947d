/** Where a receipt's header ends, its items end and its totals end, from the classified lines. */
import type { ClassifiedLine } from "./classify-receipt-line";

export interface Sections {
  /** Index of the first line that carries money or an item detail: everything above is the header. */
  itemsStart: number;
  /** Index of the SUBTOTAL line (or of the first tax/TOTAL line when there is none): items stop here. */
  itemsEnd: number;
  /** Index just past the TOTAL line (the end when there is none): payment and footer follow. */
  totalsEnd: number;
}

const MONEY = new Set(["priced", "amount", "quantity", "weight", "discount", "subtotal", "tax", "total"]);

export function splitSections(entries: readonly ClassifiedLine[]): Sections {
  let itemsStart = entries.findIndex((e) => MONEY.has(e.type));
  if (itemsStart < 0) itemsStart = entries.length;
  // A name-only line just above the first detail line (or the first amount alone on its row) is that item's name,
  // and one with an unreadable amount column is the first item: neither is header. A note about the item's price
  // ("( Normally $5.00 )") may stand between the name and its amount.
  const above = entries.slice(0, itemsStart).findLastIndex((e) => e.type !== "blank" && e.type !== "note");
  const line = entries[above];
  if (line?.type === "name" && (line.garbled || ["quantity", "weight", "amount"].includes(entries[itemsStart]?.type ?? ""))) {
    itemsStart = above;
  }
  const subtotal = entries.findIndex((e, i) => i >= itemsStart && e.type === "subtotal");
  const firstTotal = entries.findIndex((e, i) => i >= itemsStart && e.type === "total");
  const firstTax = entries.findIndex((e, i) => i >= itemsStart && e.type === "tax");
  const candidates = [subtotal, firstTotal, firstTax].filter((i) => i >= 0);
  const itemsEnd = subtotal >= 0 ? subtotal : candidates.length > 0 ? Math.min(...candidates) : entries.length;
  // The first TOTAL with an amount after the subtotal; a TOTAL whose amount was unreadable still ends the totals.
  const total = entries.findIndex((e, i) => i >= itemsEnd && e.type === "total" && e.cents !== null);
  const anyTotal = entries.findIndex((e, i) => i >= itemsEnd && e.type === "total");
  const end = total >= 0 ? total : anyTotal;
  return { itemsStart, itemsEnd, totalsEnd: end >= 0 ? end + 1 : entries.length };
}
