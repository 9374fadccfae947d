/**
 * A receipt says most amounts twice: the lines add up to the subtotal, the subtotal and taxes to the total. When one
 * amount was misread and the others agree, this puts it right and says so in a note:
 *
 * - a SUBTOTAL, TOTAL or tax line whose amount is unreadable takes what the other totals make it;
 * - a subtotal that disagrees with both the lines and the total (lines + taxes = total) is the lines' sum;
 * - a tax or the total one character away from what the others make it (0.61 for 0.01, 95.12 for 95.72);
 * - taxes with zeros read as 6 or 8 ("6,25" and "6,50" for 0,25 and 0,50), when putting the zeros back makes
 *   subtotal + taxes = total in exactly one way that keeps each tax within its rate of the subtotal;
 * - with the totals agreeing, a line whose amount was unreadable is what the subtotal leaves for it, and a line one
 *   character away from what the subtotal needs ("2.90" for 2.99, "60.89" for 0.89), or whose weight × price
 *   does, takes that amount: only when exactly one line fits (or exactly one of those that fit has a 0 read as 6
 *   or 8, the slip this OCR makes most).
 *
 * Runs on the lines as printed, before discounts are folded into their items.
 */
import { said, type Said } from "../i18n/said";
import type { DraftLine } from "./assemble-items";
import { levenshtein } from "./normalise-text";
import { withinACent } from "./within-a-cent";

export interface AmountsToReconcile {
  lines: DraftLine[];
  subtotalCents: number | null;
  totalCents: number | null;
  /** The SUBTOTAL / TOTAL label was read, so a null amount is unreadable rather than absent. */
  subtotalPrinted: boolean;
  totalPrinted: boolean;
  /** `cents` null: a tax line whose amount could not be read; `rate` the printed percentage, if any. */
  taxes: { label: string; cents: number | null; rate?: number | null }[];
}

export interface ReconciledAmounts {
  /** Lines whose amount stayed unreadable are left out (and named in a note). */
  lines: DraftLine[];
  subtotalCents: number | null;
  taxes: { label: string; cents: number }[];
  totalCents: number | null;
  notes: Said[];
}

type Tax = { label: string; cents: number; rate?: number | null };

const plain = (cents: number) => (cents / 100).toFixed(2);
/** One character misread, dropped or added: "0.61"/"0.01", "60.89"/"0.89", "2.90"/"2.99". */
const oneSlipApart = (read: number, wanted: number) => wanted >= 0 && levenshtein(plain(read), plain(wanted)) === 1;
/** The slip this OCR makes most: a printed 0 read as 6 or 8 ("0.10" → "6.10", "740ML" → "748ML"). */
function misreadZero(read: number, wanted: number): boolean {
  const [a, b] = [plain(read), plain(wanted)];
  if (a.length !== b.length) return false;
  const diff = [...a].findIndex((c, i) => c !== b[i]);
  return (a[diff] === "6" || a[diff] === "8") && b[diff] === "0";
}
const sumOf = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

export function reconcileAmounts(input: AmountsToReconcile): ReconciledAmounts {
  const notes: Said[] = [];
  const lines = input.lines.map((l) => ({ ...l }));
  let { subtotalCents, totalCents } = input;
  const unreadTaxes = input.taxes.filter((t) => t.cents === null);
  let taxes: Tax[] = input.taxes.filter((t): t is Tax => t.cents !== null);
  const taxSum = () => sumOf(taxes.map((t) => t.cents));

  if (unreadTaxes.length === 0) {
    if (subtotalCents === null && input.subtotalPrinted && totalCents !== null) {
      subtotalCents = totalCents - taxSum();
      notes.push(said("reading.subtotalUnreadable", { amount: { cents: subtotalCents } }));
    } else if (totalCents === null && input.totalPrinted && subtotalCents !== null) {
      totalCents = subtotalCents + taxSum();
      notes.push(said("reading.totalUnreadable", { amount: { cents: totalCents } }));
    }
  } else if (unreadTaxes.length === 1 && subtotalCents !== null && totalCents !== null) {
    const derived = totalCents - subtotalCents - taxSum();
    if (derived >= 0 && derived <= subtotalCents * 0.2) {
      const label = unreadTaxes[0]!.label;
      taxes = input.taxes.map((t) => ({ label: t.label, cents: t.cents ?? derived }));
      notes.push(said("reading.taxUnreadable", { label, amount: { cents: derived } }));
    }
  }

  if (subtotalCents !== null && totalCents !== null && !withinACent(subtotalCents + taxSum(), totalCents)) {
    const fixed = fixImpossibleTaxes(taxes, subtotalCents, totalCents);
    if (fixed) {
      fixed.forEach((t, i) => {
        if (t.cents !== taxes[i]!.cents) {
          notes.push(said("reading.taxCorrected", { label: t.label, read: { cents: taxes[i]!.cents }, amount: { cents: t.cents } }));
        }
      });
      taxes = fixed;
    }
  }

  const complete = lines.every((l) => !l.unreadable);
  const linesSum = sumOf(lines.filter((l) => !l.unreadable).map((l) => l.priceCents));

  if (subtotalCents !== null && totalCents !== null && !withinACent(subtotalCents + taxSum(), totalCents)) {
    const subtotal = subtotalCents;
    const total = totalCents;
    if (complete && lines.length > 0 && withinACent(linesSum + taxSum(), total)) {
      notes.push(said("reading.subtotalCorrected", { read: { cents: subtotal }, amount: { cents: linesSum } }));
      subtotalCents = linesSum;
    } else if (complete && withinACent(linesSum, subtotal)) {
      // No Canadian sales tax comes near 20% of the subtotal.
      const taxFits = taxes.filter((t) => {
        const wanted = total - subtotal - (taxSum() - t.cents);
        return wanted <= subtotal * 0.2 && oneSlipApart(t.cents, wanted);
      });
      const totalFits = oneSlipApart(total, subtotal + taxSum());
      if (taxFits.length === 1 && !totalFits) {
        const fixed = taxFits[0]!;
        const cents = total - subtotal - (taxSum() - fixed.cents);
        notes.push(said("reading.taxCorrected", { label: fixed.label, read: { cents: fixed.cents }, amount: { cents } }));
        taxes = taxes.map((t) => (t === fixed ? { ...t, cents } : t));
      } else if (totalFits && taxFits.length === 0) {
        notes.push(said("reading.totalCorrected", { read: { cents: total }, amount: { cents: subtotal + taxSum() } }));
        totalCents = subtotal + taxSum();
      }
    }
  }

  const totalsAgree = subtotalCents !== null && (totalCents === null || withinACent(subtotalCents + taxSum(), totalCents));
  if (subtotalCents !== null && totalsAgree) fixLines(lines, subtotalCents, notes);
  for (const line of lines.filter((l) => l.unreadable)) {
    notes.push(said("reading.lineLeftOut", { name: line.name }));
  }
  return {
    lines: lines.filter((l) => !l.unreadable),
    subtotalCents,
    taxes: taxes.map(({ label, cents }) => ({ label, cents })),
    totalCents,
    notes,
  };
}

/** Every way of putting back zeros read as 6 or 8 in an amount ("6.50" → 0.50, "8.06" → 0.06, 0.00...). */
function zerosPutBack(cents: number): number[] {
  const text = plain(cents);
  const positions = [...text].flatMap((c, i) => (c === "6" || c === "8" ? [i] : []));
  const out: number[] = [];
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const chars = [...text];
    positions.forEach((p, bit) => {
      if (mask & (1 << bit)) chars[p] = "0";
    });
    out.push(Math.round(Number(chars.join("")) * 100));
  }
  return out;
}

/**
 * Each tax as read or with zeros put back, none above its rate on the whole subtotal (no tax can be): the one
 * combination, if exactly one, that makes subtotal + taxes = total.
 */
function fixImpossibleTaxes(taxes: readonly Tax[], subtotal: number, total: number): Tax[] | null {
  const options = taxes.map((t) => {
    const max = t.rate ? Math.ceil((subtotal * t.rate) / 100) + 1 : Infinity;
    return [t.cents, ...zerosPutBack(t.cents)].filter((c) => c <= max);
  });
  let combos: number[][] = [[]];
  for (const o of options) combos = combos.flatMap((c) => o.map((v) => [...c, v])).slice(0, 1000);
  const fits = combos.filter((c) => withinACent(subtotal + sumOf(c), total));
  return fits.length === 1 ? taxes.map((t, i) => ({ ...t, cents: fits[0]![i]! })) : null;
}

/** With the subtotal trusted, at most one line's amount is filled in or corrected so the lines add up to it. */
function fixLines(lines: DraftLine[], subtotalCents: number, notes: Said[]): void {
  const missing = subtotalCents - sumOf(lines.filter((l) => !l.unreadable).map((l) => l.priceCents));
  if (withinACent(missing, 0)) return;
  const unreadable = lines.filter((l) => l.unreadable);
  if (unreadable.length === 1) {
    const line = unreadable[0]!;
    // A discount's amount is negative, anything else's positive.
    if (line.kind === "discount" ? missing >= 0 : missing <= 0) return;
    line.unreadable = false;
    line.priceCents = missing;
    notes.push(said("reading.lineUnreadable", { name: line.name, amount: { cents: missing } }));
    return;
  }
  if (unreadable.length > 0) return;
  const signed = (l: DraftLine) => (l.kind === "discount" ? -1 : 1);
  const byAlternative = lines.filter((l) => l.alternatives.includes(l.priceCents + missing));
  const bySlip = lines.filter((l) => {
    const wanted = l.priceCents + missing;
    return Math.sign(wanted) === signed(l) && oneSlipApart(Math.abs(l.priceCents), Math.abs(wanted));
  });
  const byZero = bySlip.filter((l) => misreadZero(Math.abs(l.priceCents), Math.abs(l.priceCents + missing)));
  const [line] =
    byAlternative.length === 1 ? byAlternative : bySlip.length === 1 ? bySlip : byZero.length === 1 ? byZero : [];
  if (!line) return;
  notes.push(said("reading.lineCorrected", { name: line.name, read: { cents: line.priceCents }, amount: { cents: line.priceCents + missing } }));
  line.priceCents += missing;
}
