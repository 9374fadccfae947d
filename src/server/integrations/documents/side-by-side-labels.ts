/**
 * Two columns of "label: value" printed side by side come out as one row (decision 034): an invoice's VAT summary
 * beside its totals ("Exclusief BTW   € 593,36   Subtotaal   € 717,97"), an order e-mail's delivery details beside
 * its total ("Your delivery preference:   Order Total:   £28.98", the preference's value on the row below). Each
 * label goes on its own row with its value, so no amount is read under another column's label.
 */
import { splitTrailingAmount } from "#domain/receipt-reading/parse-amount";

const CELL_GAP = /\s{3,}/;
const COLUMN_GAP = "   ";

const isAmount = (cell: string) => !/\p{L}/u.test(cell.replace(/\b(?:CAD|USD|EUR|GBP)\b/g, "")) && splitTrailingAmount(cell) !== null;
const isLabel = (cell: string) => /\p{L}{2}/u.test(cell) && !isAmount(cell);
/** A label waiting for a value that is not beside it: "Order Total:", "Your delivery preference:". */
const isOpenLabel = (cell: string) => isLabel(cell) && /:$/.test(cell);

function splitRow(row: string): string[] {
  const cells = row.trim().split(CELL_GAP);
  if (cells.length < 2) return [row];
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const current = rows.at(-1);
    const pairedLabelBefore = current !== undefined && current.length === 2 && isLabel(current[0]!) && isAmount(current[1]!);
    const startsPair = isLabel(cell) && i + 1 < cells.length && isAmount(cells[i + 1]!);
    // "Date:   Mar 4, 2019" is a label with its value; "Your delivery preference:   Order Total:" are two labels.
    const afterOpenLabel = current !== undefined && current.length === 1 && isOpenLabel(current[0]!) && (isOpenLabel(cell) || startsPair);
    if (current === undefined || (startsPair && pairedLabelBefore) || afterOpenLabel) rows.push([cell]);
    else current.push(cell);
  }
  return rows.map((cellsOfRow) => cellsOfRow.join(COLUMN_GAP));
}

export function labelsOnTheirOwnRows(rows: readonly string[]): string[] {
  return rows.flatMap(splitRow);
}
