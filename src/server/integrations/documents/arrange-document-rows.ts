/**
 * A document's rows put in the order a till prints them, before the photo's reader reads them (decision 034). Order
 * pages and e-mails lay a purchase out as a page, not a strip of paper:
 * - a refund block (a return already refunded) is about money given back, not what the purchase cost;
 * - the order summary (subtotal … total) often stands beside or above the items, and comes first in the page's text;
 * - an item's name, its details ("Sold by: …", "Condition: New", a sentence about the delivery) and then its price
 *   are stacked, so the row above the price is a detail, not the name.
 */
import { classifyReceiptLine, type ClassifiedLine } from "#domain/receipt-reading/classify-receipt-line";
import { isIgnoredLabel } from "#domain/receipt-reading/receipt-keywords";
import { readInvoiceTables } from "./invoice-table";
import { endOfRunAddingUpTo, withoutRowsOutsideTheOrder } from "./order-block";
import { withoutSectionSubtotals } from "./section-subtotals";
import { labelsOnTheirOwnRows } from "./side-by-side-labels";

const REFUND = /\brefund(?:ed|s)?\b|\bremboursement\b|\bremboursé/i;

/** Rows about a refund: never an item, a tax or the purchase's total. */
function withoutRefunds(rows: readonly string[]): string[] {
  return rows.filter((row) => !REFUND.test(row));
}

const MONEY_OF_ITEMS = new Set<ClassifiedLine["type"]>(["priced", "amount", "quantity", "weight"]);
const centsOf = (kind: ClassifiedLine): number | null => ("cents" in kind ? kind.cents : null);

/**
 * When the summary (a subtotal row, then a total row with an amount; or a total alone) comes before every item, it is
 * moved to just after the last item it sums: the items are the rows after it that carry money, up to the first run
 * of them that adds up to its subtotal (or, with none, its total). Products suggested with prices further down are
 * not the order's. Rows with money above the summary (suggestions printed first) keep it in place unless they do not
 * add up to it and a run after it does.
 */
function summaryAfterItems(rows: readonly string[], kinds: readonly ClassifiedLine[]): string[] {
  const subtotal = kinds.findIndex((k) => k.type === "subtotal");
  const start = subtotal >= 0 ? subtotal : kinds.findIndex((k) => k.type === "total" && k.cents !== null);
  if (start < 0) return [...rows];
  const end = kinds.findIndex((k, i) => i >= start && k.type === "total" && k.cents !== null);
  if (end < 0) return [...rows];
  const lastItem = kinds.findLastIndex((k) => MONEY_OF_ITEMS.has(k.type));
  if (lastItem <= end) return [...rows];
  const subtotalCents = subtotal >= 0 ? centsOf(kinds[subtotal]!) : null;
  const summed = subtotalCents ?? centsOf(kinds[end]!)!;
  const itemsAbove = kinds.slice(0, start).some((k) => MONEY_OF_ITEMS.has(k.type));
  if (itemsAbove && endOfRunAddingUpTo(kinds, 0, start, summed) !== null) return [...rows];
  // A subtotal is what the items add up to: rows that never make it are not the order's. A total alone also holds
  // charges the page may not print (delivery, a discount), so it cannot tell: with nothing priced above it, every row
  // with money below is taken.
  const fallback = subtotalCents === null && !itemsAbove ? lastItem + 1 : null;
  const run = endOfRunAddingUpTo(kinds, end + 1, lastItem + 1, summed) ?? fallback;
  if (run === null) return [...rows];
  return [...rows.slice(0, start), ...rows.slice(end + 1, run), ...rows.slice(start, end + 1), ...rows.slice(run)];
}

const totalCents = (kind: ClassifiedLine): number | null => (kind.type === "total" ? kind.cents : null);

/**
 * With no subtotal before the items, and the document's own total after the last of them, a total printed among the
 * items is not the order's: it is the line total of the item above it (a marketplace's "Total: £2.99" under each
 * item's name), and becomes that item's amount alone, for the item's name to take. Only when the summary supports it:
 * the first amount after the last of them (the summary's price of the items, or the total) is what they add up to;
 * an order's total printed above items that carry their own prices is not.
 */
function itemTotalsAsAmounts(rows: readonly string[], kinds: readonly ClassifiedLine[]): string[] {
  const lastItem = kinds.findLastIndex((k) => MONEY_OF_ITEMS.has(k.type));
  const firstSubtotal = kinds.findIndex((k) => k.type === "subtotal");
  const closed = kinds.some((k, i) => i > lastItem && totalCents(k) !== null);
  if (lastItem < 0 || !closed || (firstSubtotal >= 0 && firstSubtotal < lastItem)) return [...rows];
  const itemTotals = kinds.flatMap((k, i) => (i < lastItem && totalCents(k) !== null ? [i] : []));
  if (itemTotals.length === 0) return [...rows];
  const sum = itemTotals.reduce((s, i) => s + totalCents(kinds[i]!)!, 0);
  const next = kinds.find((k, i) => i > itemTotals.at(-1)! && (MONEY_OF_ITEMS.has(k.type) || totalCents(k) !== null));
  if (next === undefined || centsOf(next) === null || Math.abs(centsOf(next)! - sum) > 1) return [...rows];
  return rows.map((row, i) => (itemTotals.includes(i) ? (totalCents(kinds[i]!)! / 100).toFixed(2) : row));
}

const DATE_WORDS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b/i;

/**
 * A row that describes an item rather than names it: "Label: value" ("Sold by: …", "Condition: New"), a label alone
 * ("Message:"), a sentence ("Your package was left near the door."), or a row with a date ("Delivered November 2").
 */
function isDetailRow(row: string): boolean {
  // Pages pad text with invisible characters (zero-width joiners, NULs) that would hide a sentence's full stop.
  const text = row.replace(/[\p{Cf}\p{Cc}]/gu, "").trim();
  return (/^[^:]{1,30}:(?:\s|$)/.test(text) && text.length <= 40) || /[.!?]$/.test(text) || DATE_WORDS.test(text);
}

const WORDS_ONLY = new Set<ClassifiedLine["type"]>(["name", "ignore", "blank"]);

/** A small table's column heading stacked on its own row ("Amount", "Sent to", "Status"): one or two words. */
const COLUMN_HEADING = /^\p{Lu}\p{Ll}*(?: \p{Ll}+)?$/u;
const HEADINGS_IN_A_ROW = 3;
const PRICE_LABEL = /^\s*(?:item price|unit price|price|prix|prijs|preis)\s*:\s*/i;
/** A quantity badge over an item's picture: a count alone on the row above the name. */
const QUANTITY_BADGE = /^\d{1,2}$/;

/**
 * A price alone on its row takes the nearest row above it (back to the previous amount) that names something, skipping
 * the item's details and a small table's headings stacked above the price, and becomes one row with it
 * ("name   price"). Mixed-case names, which a till never prints and the photo's reader takes for OCR noise when they
 * stand alone, are read as an item's name this way too. A quantity badge above the name makes the price a unit
 * price: the row becomes the name with the extended amount, and a "2 @ $13.99" detail row that gives it its count.
 */
function namesBesidePrices(rows: readonly string[], kinds: readonly ClassifiedLine[]): string[] {
  const out: string[] = [];
  const types: ClassifiedLine["type"][] = [];
  rows.forEach((row, i) => {
    const kind = kinds[i]!;
    // Only a price with nothing else, or after a label that only says it is the item's price ("Item price: £4.95"):
    // "1 x $4.99" is a quantity the photo's reader gives to its item itself.
    const price = (kind.type === "amount" && !/\p{L}/u.test(row)) || kind.type === "priced" ? row.replace(PRICE_LABEL, "") : null;
    if (price !== null && kind.type !== "total" && !/\p{L}/u.test(price) && "cents" in kind && kind.cents !== null) {
      let j = out.length - 1;
      while (j >= 0 && COLUMN_HEADING.test(out[j]!.trim())) j--;
      if (out.length - 1 - j < HEADINGS_IN_A_ROW) j = out.length - 1;
      while (j >= 0 && WORDS_ONLY.has(types[j]!) && !namesSomething(out[j]!)) j--;
      if (j >= 0 && WORDS_ONLY.has(types[j]!)) {
        const [name] = out.splice(j, 1);
        types.splice(j, 1);
        const badge = j > 0 && QUANTITY_BADGE.test(out[j - 1]!.trim()) ? Number(out[j - 1]!.trim()) : 1;
        if (badge >= 2) {
          out.splice(j - 1, 1);
          types.splice(j - 1, 1);
          out.push(`${name!.trim()}   ${((badge * kind.cents) / 100).toFixed(2)}`, `${badge} @ ${price.trim()}`);
          types.push("priced", "quantity");
          return;
        }
        out.push(`${name!.trim()}   ${price.trim()}`);
        types.push("priced");
        return;
      }
    }
    out.push(row);
    types.push(kind.type);
  });
  return out;
}

function namesSomething(row: string): boolean {
  return (row.match(/\p{L}/gu) ?? []).length >= 2 && !isDetailRow(row) && !isIgnoredLabel(row);
}

export function arrangeDocumentRows(rows: readonly string[]): string[] {
  const kept = readInvoiceTables(labelsOnTheirOwnRows(withoutSectionSubtotals(withoutRefunds(rows))));
  const withItemTotals = itemTotalsAsAmounts(kept, kept.map(classifyReceiptLine));
  const named = namesBesidePrices(withItemTotals, withItemTotals.map(classifyReceiptLine));
  const ordered = summaryAfterItems(named, named.map(classifyReceiptLine));
  return withoutRowsOutsideTheOrder(ordered, ordered.map(classifyReceiptLine));
}
