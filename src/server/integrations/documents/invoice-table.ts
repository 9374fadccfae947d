/**
 * An invoice's item table, read as columns (decision 034). A header row names the columns (description, quantity,
 * unit price, discount, tax, amount), and each item row prints all of them on one row with wide gaps between: the
 * item's name is the description column, its amount the last column. The photo's reader would take the quantity, the
 * unit price and the tax rate for part of the name, so each item row is rewritten as "name   amount". Inside the
 * table, a row without an amount is a detail of the item above (a description line, a serial number, a bundle's
 * parts), and a row that says its amount is included in the item above (a levy: "Incl. Thuiskopieheffing …") was not
 * charged on its own. A name too long for its column wraps: the next row's cell in that column ends it.
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

const NAME_HEADINGS = new Set(["DESCRIPTION", "TITLE", "NAME", "OMSCHRIJVING", "DESIGNATION", "BEZEICHNUNG", "DESCRIPCION", "DESCRIZIONE"]);
const QUANTITY_HEADINGS = new Set(["QTY", "QUANTITY", "QTE", "QUANTITE", "AANTAL", "HOEVEELHEID", "ANZAHL", "MENGE", "CANTIDAD", "QUANTITA"]);

const headingWords = (text: string) => stripAccents(text).toUpperCase().split(/[^A-Z]+/).filter(Boolean);

/**
 * What the header says of the columns: how many hold words before the first number column (Product, Title), which of
 * them is the item's name (the description, not a category or an article code beside it), and which number column,
 * counted from the first, is the quantity.
 */
interface TableLayout {
  textColumns: number;
  nameColumn: number | null;
  quantityColumn: number | null;
}

function readHeaderRow(row: string): TableLayout | null {
  const cells = row.trim().split(CELL_GAP);
  if (cells.length < 3 || /\d/.test(row.replace(/%/g, ""))) return null;
  const words = headingWords(row);
  const amounts = words.filter((w) => AMOUNT_HEADINGS.has(w)).length;
  const others = words.filter((w) => OTHER_HEADINGS.has(w) || NAME_HEADINGS.has(w) || QUANTITY_HEADINGS.has(w)).length;
  if (amounts < 1 || amounts + others < 3) return null;
  const isNumberHeading = (cell: string) => headingWords(cell).some((w) => AMOUNT_HEADINGS.has(w) || QUANTITY_HEADINGS.has(w));
  const firstNumber = cells.findIndex(isNumberHeading);
  const textColumns = firstNumber < 0 ? 0 : firstNumber;
  const named = cells.slice(0, textColumns).findIndex((c) => headingWords(c).some((w) => NAME_HEADINGS.has(w)));
  const quantity = cells.slice(textColumns).findIndex((c) => {
    const cellWords = headingWords(c);
    return cellWords.length === 1 && QUANTITY_HEADINGS.has(cellWords[0]!);
  });
  return {
    textColumns,
    nameColumn: textColumns >= 2 && named >= 0 ? named : null,
    quantityColumn: quantity >= 0 ? quantity : null,
  };
}

/** A quantity, a unit price, a rate or an amount cell: "1", "1.00 kg", "€ 399,00", "21%", "0.00 15.00%", "£0.99 GBP". */
function isNumberCell(cell: string): boolean {
  return !/\p{L}/u.test(cell) ? /\d/.test(cell) : /^(?:\p{Sc}\s?)?\d[\d.,]*\s?\p{L}{1,6}\.?$/u.test(cell);
}

// An item code printed before the name: "[17589684]", "[FURN_7777]", "*987123*".
const LEADING_CODE = /^(?:\[[^\]\s]+\]|\*[^*\s]+\*)\s*/;
const INCLUDED = /^(?:incl\.?|inclusief|including|included|inkl\.?|dont)(?=\s|:|$)/i;
// A count of pieces, not a weight or a volume: "2", "2.00", "2 PCS", "2.00 Units".
const COUNT = /^(\d{1,3})(?:[.,]0+)?(?:\s?(?!(?:kg|g|gr|lb|lbs|oz|l|ml|cl)\.?$)\p{L}{1,6}\.?)?$/iu;

/** How many of the item the quantity cell counts, when the number cells line up with the header's. */
function countOf(numberCells: readonly string[], layout: TableLayout, headerNumberColumns: number): number {
  if (layout.quantityColumn === null || numberCells.length !== headerNumberColumns) return 1;
  const m = COUNT.exec(numberCells[layout.quantityColumn]!.trim());
  return m ? Number(m[1]) : 1;
}

/**
 * An item row as "name   amount", and a "2 @ 3.49" row under it when the quantity column counts two or more; null
 * when the row is a detail (no amount in the last column).
 */
function itemRows(row: string, layout: TableLayout, headerColumns: number): string[] | null | "included" {
  const cells = row.trim().split(CELL_GAP);
  const last = cells.at(-1)!;
  const amount = isNumberCell(last) ? splitTrailingAmount(last) : null;
  if (cells.length < 2 || amount === null) return null;
  const first = cells.findIndex((c) => !isNumberCell(c));
  if (first < 0 || first === cells.length - 1) return null;
  const end = cells.findIndex((c, i) => i > first && isNumberCell(c));
  const textCells = cells.slice(first, end);
  const byColumn = layout.nameColumn !== null && textCells.length === layout.textColumns ? textCells[layout.nameColumn]! : null;
  const name = (byColumn ?? textCells.join(" ")).replace(LEADING_CODE, "").trim();
  if (INCLUDED.test(name)) return "included";
  const count = countOf(cells.slice(end), layout, headerColumns - layout.textColumns);
  const unitCents = amount.cents / count;
  const detail = count >= 2 && Number.isInteger(unitCents) ? [`${count} @ ${(unitCents / 100).toFixed(2)}`] : [];
  return [`${name}${COLUMN_GAP}${last}`, ...detail];
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

/**
 * The rest of a name wrapped in its column: the row right under the item holds it in the name column's place
 * ("SanDisk Ultra 16 GB MicroSDHC Class" / "10 48 MB/s Memory Card"). A note in that place is not one: a sentence
 * or a clause (ending in punctuation), or a cell with an amount ("Price is inclusive of a discount of Rs -40.00,").
 */
function wrappedName(row: string, layout: TableLayout): string | null {
  const cells = row.trim().split(CELL_GAP);
  // A row with number cells is a line of its own (a line at 0, its amount unread), not the end of a name.
  if (layout.nameColumn === null || cells.some(isNumberCell)) return null;
  const cell = cells[layout.nameColumn]?.trim();
  if (!cell || !/\p{L}/u.test(cell) || /[.,;:!?]$/.test(cell) || /\d[.,]\d{2}\b/.test(cell) || cell.length > 60) return null;
  return cell;
}

/** `"name   amount"` with `more` added to the name. */
function withNameEnding(itemRow: string, more: string): string {
  const gap = itemRow.indexOf(COLUMN_GAP);
  return `${itemRow.slice(0, gap)} ${more}${itemRow.slice(gap)}`;
}

export function readInvoiceTables(rows: readonly string[]): string[] {
  const out: string[] = [];
  let table: { layout: TableLayout; columns: number } | null = null;
  // Where the item row just read went, while the next row may still end its name.
  let lastItem: number | null = null;
  for (const row of rows) {
    const layout = readHeaderRow(row);
    if (layout !== null) {
      table = { layout, columns: row.trim().split(CELL_GAP).length };
      continue;
    }
    const summary = table !== null ? summaryRow(row) : null;
    if (summary !== null) {
      table = null;
      out.push(summary);
      continue;
    }
    if (table === null) {
      out.push(row);
      continue;
    }
    const items = itemRows(row, table.layout, table.columns);
    const wrapped = items === null ? wrappedName(row, table.layout) : null;
    if (wrapped !== null && lastItem !== null) out[lastItem] = withNameEnding(out[lastItem]!, wrapped);
    lastItem = items !== null && items !== "included" ? out.length : null;
    if (items !== null && items !== "included") out.push(...items);
  }
  return out;
}
