/** SUBTOTAL, tax lines and TOTAL from the totals section of the classified lines. */
import type { ClassifiedLine } from "./classify-receipt-line";
import { isIncludedTaxLabel } from "./receipt-keywords";
import type { Sections } from "./split-sections";
import { withinACent } from "./within-a-cent";

export interface Totals {
  subtotalCents: number | null;
  totalCents: number | null;
  /** A SUBTOTAL / TOTAL line was there, whether or not its amount could be read. */
  subtotalPrinted: boolean;
  totalPrinted: boolean;
  /** `cents` null: the tax line is there but its amount could not be read. `included`: already in the prices. */
  taxes: { label: string; cents: number | null; rate: number | null; included?: true }[];
  /**
   * Amounts printed after the items on rows that are no subtotal, tax or total: what was paid ("VISA 17.96", or cash
   * less change) first, then rows in words no family knows ("AMT TO COLLECT 6.38", "Bar EUR 5,47"). With no total
   * read, the one the lines and taxes come to is the total (totalByArithmetic).
   */
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
    } else if (entry.type === "tax") taxes.push({ label: entry.label, cents: entry.cents, rate: entry.rate, ...(entry.included ? { included: entry.included } : {}) });
  }
  const after = entries.slice(itemsEnd);
  const handed = after.flatMap((e) => (e.type === "tender" && e.cents > 0 ? [e.cents] : []));
  const change = after.flatMap((e) => (e.type === "tender" && e.cents < 0 ? [e.cents] : []));
  // Cash handed over less the change given back is what was paid too.
  const paid = [...handed, ...handed.flatMap((h) => change.map((c) => h + c))];
  const unnamed = after.flatMap((e) => ((e.type === "priced" || e.type === "amount") && e.cents > 0 ? [e.cents] : []));
  const tenders = [...paid, ...unnamed];
  const gap = chargesClosingTheGap(entries.slice(itemsEnd, totalsEnd), subtotalCents, taxes, totalCents);
  taxes.push(...gap.charges);
  return { subtotalCents, totalCents: totalCents === null ? null : totalCents + gap.giftCardCents, subtotalPrinted, totalPrinted, taxes, tenders };
}

const GIFT_CARD = /\b(?:gift ?cards?|e-?gift|cartes?[- ]cadeaux?)\b/i;

/**
 * Amounts printed between the subtotal and the total that are neither: an online order's delivery and service fees,
 * bag fee and tip, taxes named with a prefix ("Item GST", "Service GST"), and what is taken off there (a promotion, a
 * coupon, free shipping). They are charges added to the subtotal only when, with the taxes read, they make it add
 * up to the total to the cent: the arithmetic decides, not their names (decision 018), so a stray line a photo's OCR
 * left there is not counted. On the way, a row whose amount is the sum so far ("Total before tax") is a running
 * subtotal, not a charge. A gift card taken off before the total paid for the purchase and did not discount it:
 * the purchase's total is the printed one plus the gift card (`giftCardCents`), again only when that adds up.
 */
function chargesClosingTheGap(
  section: readonly ClassifiedLine[],
  subtotalCents: number | null,
  taxes: Totals["taxes"],
  totalCents: number | null,
): { charges: Totals["taxes"]; giftCardCents: number } {
  const none = { charges: [], giftCardCents: 0 };
  if (subtotalCents === null || totalCents === null || taxes.some((t) => t.cents === null)) return none;
  const charges: Totals["taxes"] = [];
  let giftCardCents = 0;
  let running = subtotalCents;
  for (const entry of section) {
    if (entry.type === "tax") running += entry.included ? 0 : (entry.cents ?? 0);
    else if (entry.type === "discount" && GIFT_CARD.test(entry.label)) giftCardCents += entry.cents;
    else if (entry.type === "discount") {
      charges.push({ label: entry.label, cents: -entry.cents, rate: null });
      running -= entry.cents;
    } else if (entry.type === "priced" && isIncludedTaxLabel(entry.name)) {
      // "Item HST (included)": a prefixed tax the prices already hold, shown and never added.
      charges.push({ label: entry.name, cents: entry.cents, rate: null, included: true });
    } else if (entry.type === "priced" && entry.cents > 0 && !withinACent(entry.cents, running)) {
      charges.push({ label: entry.name, cents: entry.cents, rate: null });
      running += entry.cents;
    }
  }
  const sum = [...taxes, ...charges].reduce((s, t) => s + (t.included ? 0 : (t.cents ?? 0)), subtotalCents);
  return withinACent(sum, totalCents + giftCardCents) ? { charges, giftCardCents } : none;
}
