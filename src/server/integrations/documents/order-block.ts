/**
 * Which of a document's priced rows are the order's (decision 034). An order e-mail or page also prints products it
 * suggests, with their prices ("Customers who bought this also bought", "You might also like"), above the order,
 * between its items and its summary, or after it. Their names never say which block is the order; the arithmetic
 * does: the order's items add up to its subtotal.
 */
import type { ClassifiedLine } from "#domain/receipt-reading/classify-receipt-line";
import { withinACent } from "#domain/receipt-reading/within-a-cent";

/** Rows whose amount is part of what the items add up to: an item, an amount alone, a discount taken off. */
function signedCents(kind: ClassifiedLine): number | null {
  if (kind.type === "priced" || kind.type === "amount") return kind.cents;
  if (kind.type === "discount") return -kind.cents;
  return null;
}

/** An item's own detail rows after its price ("Qty 2 × $5.99", "1.2 kg @ $3.49/kg"), which belong to its block. */
const DETAIL = new Set<ClassifiedLine["type"]>(["quantity", "weight", "note"]);

/**
 * The first run of item rows from `from` (inclusive) whose amounts add up to `targetCents`, and the index just past
 * it (past its last item's detail rows); null when no run from there does, before `to`.
 */
export function endOfRunAddingUpTo(kinds: readonly ClassifiedLine[], from: number, to: number, targetCents: number): number | null {
  let sum = 0;
  for (let i = from; i < to; i++) {
    const cents = signedCents(kinds[i]!);
    if (cents === null) continue;
    sum += cents;
    if (withinACent(sum, targetCents)) {
      let end = i + 1;
      while (end < to && DETAIL.has(kinds[end]!.type)) end++;
      return end;
    }
  }
  return null;
}

/**
 * The item rows between `itemsStart` and the subtotal row, when together they do not add up to the subtotal but one
 * run of them does, and that run is set apart from the rest by a row of words (the suggestions' heading, the order's
 * table heading): the rows with money outside the run, and their details, are left out. The longest such run is the
 * order. Rows without money (names waiting for a price on a later row have none) stay where they are.
 */
export function withoutRowsOutsideTheOrder(rows: readonly string[], kinds: readonly ClassifiedLine[]): string[] {
  const subtotal = kinds.findIndex((k) => k.type === "subtotal" && k.cents !== null);
  if (subtotal < 0) return [...rows];
  const target = (kinds[subtotal] as { cents: number }).cents;
  const money = kinds.flatMap((k, i) => (i < subtotal && signedCents(k) !== null ? [i] : []));
  if (money.length < 2 || withinACent(money.reduce((s, i) => s + signedCents(kinds[i]!)!, 0), target)) return [...rows];
  let best: { start: number; end: number; count: number } | null = null;
  for (const start of money) {
    const end = endOfRunAddingUpTo(kinds, start, subtotal, target);
    if (end === null) continue;
    const count = money.filter((i) => i >= start && i < end).length;
    if (!setApart(kinds, money, start, end)) continue;
    if (best === null || count > best.count) best = { start, end, count };
  }
  if (best === null) return [...rows];
  const { start, end } = best;
  const outside = (i: number) => i < subtotal && (i < start || i >= end) && (signedCents(kinds[i]!) !== null || DETAIL.has(kinds[i]!.type));
  return rows.filter((_, i) => !outside(i));
}

/** Between the run and the money rows left out on either side there is a row of words: another block, not a gap. */
function setApart(kinds: readonly ClassifiedLine[], money: readonly number[], start: number, end: number): boolean {
  const before = money.filter((i) => i < start).at(-1);
  const after = money.find((i) => i >= end);
  const wordsBetween = (from: number, to: number) => kinds.slice(from + 1, to).some((k) => k.type === "name" || k.type === "ignore");
  return (before === undefined || wordsBetween(before, start)) && (after === undefined || wordsBetween(end - 1, after));
}
