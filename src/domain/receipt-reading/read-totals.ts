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
  taxes.push(...chargesClosingTheGap(entries.slice(itemsEnd, totalsEnd), subtotalCents, taxes, totalCents));
  return { subtotalCents, totalCents, subtotalPrinted, totalPrinted, taxes, tenders };
}

/**
 * Amounts printed between the subtotal and the total that are neither: an online order's delivery and service fees,
 * bag fee and tip, and taxes named with a prefix ("Item GST", "Service GST"). They are charges added to the subtotal
 * only when, with the taxes read, they make it add up to the total to the cent: the arithmetic decides, not their
 * names (decision 018), so a stray line a photo's OCR left there is not counted.
 */
function chargesClosingTheGap(
  section: readonly ClassifiedLine[],
  subtotalCents: number | null,
  taxes: Totals["taxes"],
  totalCents: number | null,
): Totals["taxes"] {
  if (subtotalCents === null || totalCents === null || taxes.some((t) => t.cents === null)) return [];
  const charges = section.flatMap((e) => (e.type === "priced" && e.cents > 0 ? [{ label: e.name, cents: e.cents, rate: null }] : []));
  if (charges.length === 0) return [];
  const sum = [...taxes, ...charges].reduce((s, t) => s + (t.cents ?? 0), subtotalCents);
  return Math.abs(sum - totalCents) <= 1 ? charges : [];
}
