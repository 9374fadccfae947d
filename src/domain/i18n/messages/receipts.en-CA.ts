/** The signed-in home (dashboard), the upload page with its cards, and the review of a receipt: loaded with those pages. */
export const RECEIPTS_EN_CA = {
  "upload.documentHint": "A PDF receipt, an e-mailed receipt saved as .eml or an order page saved as .html can be read too.",
  "upload.notAReceiptFile":
    "This file cannot be read as a receipt. Please upload a photo (JPEG, PNG or WebP), a PDF, a saved e-mail (.eml) or a web page (.html).",
  "upload.document.kind": "{kind, select, pdf {PDF} eml {Saved e-mail} html {Web page} other {Document}}",
  "upload.document.size": "{kilobytes, number} KB",
  "upload.document.chosen": "Chosen receipt document",
  "upload.document.read": "Read document",
  "upload.document.reading": "Reading...",
  "upload.document.change": "Change",
} as const satisfies Record<string, string>;
