/**
 * A receipt that is a document rather than a photo: a PDF, a saved e-mail or a saved web page. The browser's type
 * for a saved e-mail is often empty, so the name's ending counts too; the server tells the kind from the bytes.
 */
const DOCUMENT_TYPES = ["application/pdf", "message/rfc822", "text/html"];
const DOCUMENT_ENDINGS = [".pdf", ".eml", ".html", ".htm"];

/** What the picker offers: photos, and the documents the server reads. */
export const RECEIPT_FILE_ACCEPT = ["image/*", ...DOCUMENT_TYPES, ...DOCUMENT_ENDINGS].join(",");

export function isReceiptDocument(file: File): boolean {
  const name = file.name.toLowerCase();
  return DOCUMENT_TYPES.includes(file.type) || DOCUMENT_ENDINGS.some((ending) => name.endsWith(ending));
}
