/**
 * The OCR text of a Canadian grocery receipt (English or French) → store, address, date, lines, taxes and totals.
 * Pure: no I/O and no clock (the caller's `referenceDate` stands for today).
 *
 *   classify each line (classify-receipt-line.ts) → split header / items / totals (split-sections.ts)
 *   header: findStore, findAddress, findPurchaseDate; items: assembleItems; totals: readTotals
 *   → refuseOutsizedLines (a line far above the receipt's total is a misread) → reconcileAmounts (a misread amount
 *   put right from the others) → attachDiscounts → checkBalance; on a French receipt, accents the OCR dropped from known words are put back (restore-accents.ts)
 */
import { said } from "../i18n/said";
import { assembleItems, type DraftLine } from "./assemble-items";
import { attachDiscounts } from "./attach-discounts";
import { checkBalance } from "./check-balance";
import { saysDayFirst } from "./day-first-cues";
import { classifyReceiptLine } from "./classify-receipt-line";
import { findAddress } from "./find-address";
import { findOrderNumber } from "./find-order-number";
import { findStore } from "./find-store";
import { taxesChargedOnTop } from "./included-taxes";
import { wordKey } from "./normalise-text";
import { restoreMisreadFlags } from "./misread-flags";
import { findPurchaseDate } from "./parse-receipt-date";
import { readByArithmetic, totalByArithmetic } from "./read-receipt-arithmetic";
import { readTotals } from "./read-totals";
import { dropNameColumns } from "./name-columns";
import { reconcileAmounts } from "./reconcile-amounts";
import { refuseOutsizedLines } from "./refuse-outsized-lines";
import { restoreFrenchAccents } from "./restore-accents";
import { splitSections } from "./split-sections";
import type { ParsedLine, ParsedReceipt, ParseOptions } from "./types";

const FRENCH_WORDS = /\b(?:SOUS TOTAL|TPS|TVQ|MERCI|CAISSE|CAISSIER|MAGASIN|CONSIGNE|RABAIS|ARTICLES|HEURE|COMPTANT|MONNAIE)\b/g;

function looksFrench(lines: readonly string[]): boolean {
  return (wordKey(lines.join("\n")).match(FRENCH_WORDS) ?? []).length >= 2;
}

/**
 * With no SUBTOTAL label read, an item line whose amount is the sum of every line above it is the subtotal whose
 * label the OCR garbled.
 */
function takeUnlabelledSubtotal(lines: DraftLine[]): number | null {
  const last = lines.at(-1);
  if (!last || lines.length < 3) return null;
  const above = lines.slice(0, -1).reduce((s, l) => s + l.priceCents, 0);
  if (Math.abs(above - last.priceCents) > 1) return null;
  lines.pop();
  return last.priceCents;
}

export function parseReceiptText(text: string, options: ParseOptions): ParsedReceipt {
  const raw = restoreMisreadFlags(text.split(/\r?\n/));
  const entries = raw.map(classifyReceiptLine);
  const sections = splitSections(entries);
  const header = raw.slice(0, sections.itemsStart);

  const { address, province } = findAddress(header);
  const store = findStore(header, raw, options.seller ?? null);
  const french = looksFrench(raw);
  const purchaseDate = findPurchaseDate(raw, { referenceDate: options.referenceDate, dayFirst: province === "QC" || french || saysDayFirst(raw) });

  const { taxes: printedTaxes, ...printedSums } = readTotals(entries, sections);
  // A tax the receipt says its prices include is shown as such and kept out of every sum.
  const includedPrinted = printedTaxes.flatMap((t) => (t.included && t.cents !== null ? [{ label: t.label, cents: t.cents }] : []));
  const printed = { ...printedSums, taxes: printedTaxes.filter((t) => !t.included) };
  const outsized = refuseOutsizedLines(assembleItems(entries.slice(sections.itemsStart, sections.itemsEnd)), printed);
  const assembled = outsized.lines;
  const read = outsized.subtotalSeen ? { ...printed, subtotalPrinted: true } : printed;
  const subtotal = read.subtotalCents ?? (read.subtotalPrinted ? null : takeUnlabelledSubtotal(assembled));
  const anchors = { subtotalCents: subtotal, taxes: read.taxes, tenders: read.tenders };
  const total = totalByArithmetic(assembled, anchors, read.totalCents, options.exactText === true);
  const drafts = readByArithmetic(assembled, { subtotalCents: subtotal, totalCents: total, taxes: read.taxes });
  const { notes, subtotalCents, taxes, totalCents, ...fixed } = reconcileAmounts({ ...read, subtotalCents: subtotal, totalCents: total, lines: drafts });
  // A $0.00 row is a note (a free item's line, a points line), not a purchase.
  const priced = fixed.lines.filter((l) => l.priceCents !== 0);
  const lines: ParsedLine[] = attachDiscounts(dropNameColumns(priced)).map(({ name, priceCents, discountCents, appliesTo, quantity, kind, upc }) => ({
    name: french ? restoreFrenchAccents(name) : name,
    priceCents,
    discountCents,
    appliesTo,
    quantity,
    kind,
    upc,
  }));

  const charged = taxesChargedOnTop(lines.reduce((s, l) => s + l.priceCents, 0), subtotalCents, taxes, totalCents);
  const included = [...includedPrinted, ...taxes.filter((t) => !charged.includes(t))].map((t) => ({ ...t, included: true }));
  const balance = checkBalance(lines, subtotalCents, charged, totalCents);
  const warnings = [...outsized.notes, ...notes, ...balance.warnings];
  if (purchaseDate === null) warnings.push(said("reading.noDate"));
  return { store, address, purchaseDate, orderNumber: findOrderNumber(raw), subtotalCents, totalCents, taxes: [...charged, ...included], lines, balanced: balance.balanced, warnings };
}
