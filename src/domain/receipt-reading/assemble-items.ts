/**
 * Turns the classified lines of the item section into receipt lines, in printed order:
 * - a name-only line takes its amount from the quantity or weight line under it (or from count × price, weight ×
 *   price when that amount is unreadable);
 * - a `2 @ 3.49` line without an amount goes to the item it multiplies out to: the one under it (quantity printed
 *   above) or the one above it (printed below); with neither matching, the one under it;
 * - discounts stay as negative "discount" lines here (attach-discounts.ts records them on their item); a savings note
 *   is one too, marked, until the receipt's arithmetic says whether it was deducted, unless a net price printed
 *   under it already says so; a regular-price or net-price note is no line;
 * - a name whose amount is unreadable stays as an `unreadable` line for reconcile-amounts.ts to fill or drop.
 */
import type { ClassifiedLine, PricedKind } from "./classify-receipt-line";
import type { QuantityDetail } from "./parse-quantity-line";
import type { ParsedLine } from "./types";
import { withinACent } from "./within-a-cent";

export interface DraftLine extends ParsedLine {
  /** The amount came from weight × price or count × price because the printed one was unreadable. */
  computed: boolean;
  /** The amount could not be read at all (priceCents is 0 until reconcile-amounts.ts fills or drops it). */
  unreadable: boolean;
  /** Other amounts the line may have: weight × price when it disagrees with the printed amount. */
  alternatives: number[];
  /** A savings note read as a deducted row; read-receipt-arithmetic.ts keeps it or drops it. */
  savingsNote?: boolean;
  /** A minus after an item's amount with no discount word: read-receipt-arithmetic.ts decides its sign. */
  signDoubt?: boolean;
}

interface PendingName {
  name: string;
  upc: string | null;
  kind: PricedKind | "discount";
  garbled?: boolean;
}

interface PendingDetail {
  /** Possible readings; more than one only for a misread `2 @` line. */
  readings: QuantityDetail[];
  /** The line pushed just before the detail line, which it multiplies out to when printed below its item. */
  above: DraftLine | null;
  /** A guess (misread @): applied only when the arithmetic matches, never by position alone. */
  guess: boolean;
}

/** The same number of digits, one of them different: how the OCR misreads an amount ("7.29" for "7.99"). */
function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [String(a), String(b)];
  return x.length === y.length && [...x].filter((c, i) => c !== y[i]).length === 1;
}

/**
 * A net price printed under an item and its savings notes ("SB BM RANCH DRSN 2.29", "BONUS BUY SAVINGS 0.29-",
 * "PRICE YOU PAY 2.00") says how the till counted them: when the item less the notes comes to it, the notes are rows
 * the till deducts, not savings already in the item's price. When it comes to it but for one digit of the item's
 * amount, that digit was misread, and the net price and the notes give the amount.
 */
function confirmDeductedSavings(out: DraftLine[], item: DraftLine | null, netCents: number): void {
  if (item?.kind !== "item") return;
  const notes = out.slice(out.indexOf(item) + 1).filter((l) => l.savingsNote);
  const saved = notes.reduce((s, l) => s - l.priceCents, 0);
  if (notes.length === 0) return;
  if (!withinACent(item.priceCents - saved, netCents)) {
    if (!oneDigitApart(item.priceCents, netCents + saved)) return;
    item.priceCents = netCents + saved;
  }
  for (const note of notes) note.savingsNote = false;
}

export function assembleItems(entries: readonly ClassifiedLine[]): DraftLine[] {
  const out: DraftLine[] = [];
  let pendingName: PendingName | null = null;
  let pendingDetail: PendingDetail | null = null;
  /** An amount alone on its row with no name waiting: some tills print it a little above its item's name. */
  let floatingAmount: number | null = null;
  /** The line pushed for the previous non-blank entry. */
  let previous: DraftLine | null = null;

  const push = (name: PendingName, cents: number, quantity: number, computed = false): DraftLine => {
    const line: DraftLine = {
      name: name.name,
      upc: name.upc,
      kind: name.kind,
      priceCents: name.kind === "discount" ? -Math.abs(cents) : cents,
      discountCents: 0,
      appliesTo: null,
      quantity: name.kind === "item" ? quantity : 1,
      computed,
      unreadable: false,
      alternatives: [],
    };
    out.push(line);
    return line;
  };

  /** A name nothing claimed: kept as a line of unknown amount when its own amount was unreadable, else dropped. */
  const dropPendingName = () => {
    if (pendingName?.garbled) push(pendingName, 0, 1).unreadable = true;
    pendingName = null;
  };

  /** Gives a waiting quantity line to `next` or to the line above it, by arithmetic first. */
  const settleDetail = (next: DraftLine | null) => {
    if (!pendingDetail) return;
    const { readings, above, guess } = pendingDetail;
    pendingDetail = null;
    const fits = (line: DraftLine | null) =>
      line?.kind === "item" ? readings.find((r) => withinACent(line.priceCents, r.expectedCents)) : undefined;
    const onNext = fits(next);
    const onAbove = fits(above);
    if (onNext) next!.quantity = onNext.quantity;
    else if (onAbove) above!.quantity = onAbove.quantity;
    else if (!guess && next?.kind === "item") next.quantity = readings[0]!.quantity;
  };

  /** A name-only line given count × price from the detail line under it, which had no amount. */
  let guessedFrom: { line: DraftLine; name: PendingName } | null = null;

  for (const entry of entries) {
    let pushed: DraftLine | null = null;
    if (entry.type === "blank") continue;
    const floating = floatingAmount;
    floatingAmount = null;
    switch (entry.type) {
      case "name":
        if (floating !== null && !pendingDetail && entry.kind === "item") {
          dropPendingName();
          pushed = push(entry, floating, 1);
        } else if (pendingDetail && !pendingDetail.guess && entry.kind === "item") {
          const [detail] = pendingDetail.readings;
          if (pendingDetail.above && withinACent(pendingDetail.above.priceCents, detail!.expectedCents)) {
            settleDetail(null);
            dropPendingName();
            pendingName = entry;
          } else {
            // `2 @ 6,19` above a name whose amount the OCR lost: the count times the price stands in for it.
            pendingDetail = null;
            pushed = push(entry, detail!.expectedCents, detail!.quantity, true);
          }
        } else {
          dropPendingName();
          pendingName = entry;
        }
        break;
      case "quantity":
      case "weight":
        if (pendingName) {
          pushed = push(pendingName, entry.cents ?? entry.expectedCents, entry.quantity, entry.cents === null);
          if (entry.cents !== null && !withinACent(entry.cents, entry.expectedCents)) pushed.alternatives.push(entry.expectedCents);
          if (entry.cents === null) guessedFrom = { line: pushed, name: pendingName };
          pendingName = null;
        } else if (entry.cents === null) {
          settleDetail(null);
          pendingDetail = { readings: [entry], above: previous, guess: false };
        } else if (previous?.kind === "item" && withinACent(previous.priceCents, entry.cents)) {
          previous.quantity = entry.quantity;
        }
        break;
      case "priced":
        if (guessedFrom?.line.computed && withinACent(entry.cents, guessedFrom.line.priceCents)) {
          // The `2 @ 4.99` line without an amount was printed above this item, not under the name before it
          // (which was noise, or an item whose amount is unreadable).
          const { line, name }: { line: DraftLine; name: PendingName } = guessedFrom;
          out.splice(out.indexOf(line), 1);
          pendingName = name;
          dropPendingName();
          pushed = push(entry, entry.cents, entry.kind === "item" ? line.quantity : 1);
          break;
        }
        dropPendingName();
        pushed = push(entry, entry.cents, 1);
        settleDetail(pushed);
        break;
      case "amount":
        if (previous?.computed) {
          previous.priceCents = entry.cents;
          previous.computed = false;
          pushed = previous;
        } else if (pendingName) {
          pushed = push(pendingName, entry.cents, 1);
          pendingName = null;
        } else if (entry.multiBuy.length > 0) {
          settleDetail(null);
          pendingDetail = { readings: entry.multiBuy, above: previous, guess: true };
        } else {
          floatingAmount = entry.cents;
        }
        break;
      case "discount":
        dropPendingName();
        pushed = push({ name: entry.label, upc: null, kind: "discount" }, entry.cents, 1);
        if (entry.signDoubt) pushed.signDoubt = true;
        break;
      case "note":
        // Printed under its item, so whatever the item still waits for (its detail line) is not disturbed.
        if (entry.family === "savings") {
          const note = push({ name: entry.label, upc: null, kind: "discount" }, entry.cents, 1);
          note.savingsNote = true;
        }
        if (entry.family === "net-price") confirmDeductedSavings(out, previous, entry.cents);
        continue;
      default:
        break;
    }
    // Only the entry right after the guess may take it back.
    if (pushed !== guessedFrom?.line) guessedFrom = null;
    previous = pushed;
  }
  dropPendingName();
  settleDetail(null);
  return out;
}
