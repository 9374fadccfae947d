import { withinACent } from "./within-a-cent";

/**
 * Taxes a receipt's prices already include (a European invoice's VAT, "BTW 21%" beside "Subtotaal = Totaal"): printed
 * as a summary, never added on top. Either reading of the arithmetic is the receipt's own: the taxes are charged on
 * top when the subtotal (or, with none printed, the items) plus the taxes make the total; they are included when the
 * subtotal or the items alone already do. Included taxes are left out of the taxes charged, which are the amounts
 * added between the subtotal and the total (decision 034), so the review's sums stay the receipt's; the reader keeps
 * them beside, marked as included.
 */
export function taxesChargedOnTop<T extends { cents: number }>(
  linesCents: number,
  subtotalCents: number | null,
  taxes: readonly T[],
  totalCents: number | null,
): T[] {
  const taxCents = taxes.reduce((s, t) => s + t.cents, 0);
  const base = subtotalCents ?? linesCents;
  if (totalCents === null || taxCents <= 0 || withinACent(base + taxCents, totalCents)) return [...taxes];
  const itemsAreTheBase = subtotalCents === null || withinACent(linesCents, subtotalCents);
  return withinACent(base, totalCents) && itemsAreTheBase ? [] : [...taxes];
}
