/** SUBTOTAL, tax lines and TOTAL from the totals section of the classified lines. */
import type { ClassifiedLine } from "./classify-receipt-line";
import type { Sections } from "./split-sections";

export interface Totals {
  subtotalCents: number | null;
  totalCents: number | null;
  /** A SUBTOTAL / TOTAL line was there, whether or not its amount could be read. */
  subtotalPrinted: boolean;
  totalPrinted: boolean;
  /** `cents` null: the tax line is there but its amount could not be read. */
  taxes: { label: string; cents: number | null; rate: number | null }[];
  /** The amounts paid, printed anywhere after the items ("VISA 17.96"). */
  tenders: number[];
}

export function readTotals(entries: readonly ClassifiedLine[], { itemsEnd, totalsEnd }: Sections): Totals {
  let subtotalCents: number | null = null;
  let totalCents: number | null = null;
  const taxes: Totals["taxes"] = [];
  let subtotalPrinted = false;
  let totalPrinted = false;
  for (const entry of entries.slice(itemsEnd, totalsEnd)) {
    if (entry.type === "subtotal") {
      subtotalCents ??= entry.cents;
      subtotalPrinted = true;
    } else if (entry.type === "total") {
      totalCents ??= entry.cents;
      totalPrinted = true;
    } else if (entry.type === "tax") taxes.push({ label: entry.label, cents: entry.cents, rate: entry.rate });
  }
  const tenders = entries.slice(itemsEnd).flatMap((e) => (e.type === "tender" ? [e.cents] : []));
  return { subtotalCents, totalCents, subtotalPrinted, totalPrinted, taxes, tenders };
}
