/**
 * An invoice's item table, read as columns (decision 034). A header row names the columns (description, quantity,
 * unit price, discount, tax, amount), and each item row prints all of them on one row with wide gaps between: the
 * item's name is the description column, its amount the last column. The photo's reader would take the quantity, the
 * unit price and the tax rate for part of the name, so each item row is rewritten as "name   amount". Inside the
 * table, a row without an amount is a detail of the item above (a description line, a serial number, a bundle's
 * parts), and a row that says its amount is included in the item above (a levy: "Incl. Thuiskopieheffing …") was not
 * charged on its own.
 */
import { classifyReceiptLine } from "#domain/receipt-reading/classify-receipt-line";
import { stripAccents } from "#domain/receipt-reading/normalise-text";
import { splitTrailingAmount } from "#domain/receipt-reading/parse-amount";

const CELL_GAP = /\s{3,}/;
const COLUMN_GAP = "   ";

// Column headings in the languages invoices come in; a header holds an amount heading and at least two others.
const AMOUNT_HEADINGS = new Set([
  "PRICE", "PRICES", "RATE", "AMOUNT", "TOTAL", "SUBTOTAL", "PRIX", "MONTANT", "PRIJS", "BEDRAG", "TOTAAL", "PREIS", "BETRAG",
  "GESAMT", "PRECIO", "IMPORTE", "PREZZO", "IMPORTO",
]);
const OTHER_HEADINGS = new Set([
  "DESCRIPTION", "ITEM", "ITEMS", "PRODUCT", "PRODUCTS", "ARTICLE", "ARTICLES", "ARTIKEL", "DESIGNATION", "OMSCHRIJVING",
  "BEZEICHNUNG", "DESCRIPCION", "DESCRIZIONE", "QTY", "QUANTITY", "QTE", "QUANTITE", "AANTAL", "ANZAHL", "MENGE", "CANTIDAD",
  "QUANTITA", "UNIT", "UNITS", "EACH", "PER", "STUK", "UNITAIRE", "DISC", "DISCOUNT", "REMISE", "KORTING", "RABATT", "TAX",
  "TAXES", "VAT", "BTW", "TVA", "MWST", "IVA", "INCL", "EXCL", "HT", "TTC",
]);

function isHeaderRow(row: string): boolean {
  const cells = row.trim().split(CELL_GAP);
  if (cells.length < 3 || /\d/.test(row.replace(/%/g, ""))) return false;
  const words = stripAccents(row).toUpperCase().split(/[^A-Z]+/).filter(Boolean);
  const amounts = words.filter((w) => AMOUNT_HEADINGS.has(w)).length;
  const others = words.filter((w) => OTHER_HEADINGS.has(w)).length;
  return amounts >= 1 && amounts + others >= 3;
}

/** A quantity, a unit price, a rate or an amount cell: "1", "1.00 kg", "€ 399,00", "21%", "0.00 15.00%". */
function isNumberCell(cell: string): boolean {
  return !/\p{L}/u.test(cell) ? /\d/.test(cell) : /^\d[\d.,]*\s?\p{L}{1,6}\.?$/u.test(cell);
}

// An item code printed before the name: "[17589684]", "[FURN_7777]", "*987123*".
const LEADING_CODE = /^(?:\[[^\]\s]+\]|\*[^*\s]+\*)\s*/;
const INCLUDED = /^(?:incl\.?|inclusief|including|included|inkl\.?|dont)(?=\s|:|$)/i;

/** An item row as "name   amount"; null when the row is a detail (no amount in the last column). */
function itemRow(row: string): string | null | "included" {
  const cells = row.trim().split(CELL_GAP);
  const last = cells.at(-1)!;
  if (cells.length < 2 || !isNumberCell(last) || splitTrailingAmount(last) === null) return null;
  const first = cells.findIndex((c) => !isNumberCell(c));
  if (first < 0 || first === cells.length - 1) return null;
  const end = cells.findIndex((c, i) => i > first && isNumberCell(c));
  const name = cells.slice(first, end).join(" ").replace(LEADING_CODE, "").trim();
  if (INCLUDED.test(name)) return "included";
  return `${name}${COLUMN_GAP}${last}`;
}

const ENDS_TABLE = new Set(["subtotal", "total", "tax", "tender"]);

/**
 * The summary row that ends the table, from the column its label is printed in: a note may stand in the columns to
 * its left ("Prijzen zijn inclusief BTW   Factuur totaal EUR   49,99"). Null when the row is not a summary.
 */
function summaryRow(row: string): string | null {
  const cells = row.trim().split(CELL_GAP);
  for (let i = 0; i < cells.length - 1; i++) {
    const tail = cells.slice(i).join(COLUMN_GAP);
    if (ENDS_TABLE.has(classifyReceiptLine(tail).type)) return tail;
  }
  return null;
}

export function readInvoiceTables(rows: readonly string[]): string[] {
  const out: string[] = [];
  let inTable = false;
  for (const row of rows) {
    if (isHeaderRow(row)) {
      inTable = true;
      continue;
    }
    const summary = inTable ? summaryRow(row) : null;
    if (summary !== null) {
      inTable = false;
      out.push(summary);
      continue;
    }
    if (!inTable) {
      out.push(row);
      continue;
    }
    const item = itemRow(row);
    if (item !== null && item !== "included") out.push(item);
  }
  return out;
}
