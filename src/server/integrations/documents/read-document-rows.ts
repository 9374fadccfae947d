import { parseReceiptText } from "#domain/receipt-reading/parse-receipt-text";
import type { ExtractedReceipt } from "../extraction/receipt-extractor";
import { arrangeDocumentRows } from "./arrange-document-rows";
import { findSeller, type OwnerHints } from "./find-seller";

/**
 * Printed rows of exact text (a PDF's, an e-mail's) → the receipt, by the photo's own reader; null when they hold
 * neither an item nor a total, once put in a till's order (arrange-document-rows.ts). No line has a place on a photo:
 * there is none. `owner`: the sites a page links to and the document's title, which say whose it is (find-seller.ts).
 */
export function readDocumentRows(rows: readonly string[], referenceDate: string, owner: OwnerHints = {}): ExtractedReceipt | null {
  const seller = findSeller(rows, owner);
  const { lines, ...receipt } = parseReceiptText(arrangeDocumentRows(rows).join("\n"), { referenceDate, seller, exactText: true });
  if (!lines.some((l) => l.kind === "item") && receipt.totalCents === null) return null;
  return { ...receipt, items: lines.map(({ upc: _upc, ...line }) => ({ ...line, photoBox: null })) };
}
