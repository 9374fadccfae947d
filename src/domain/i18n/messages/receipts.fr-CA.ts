import type { RECEIPTS_EN_CA } from "./receipts.en-CA";

/** messages/receipts.en-CA.ts in French (see messages.fr-CA.ts). */
export const RECEIPTS_FR_CA: { readonly [K in keyof typeof RECEIPTS_EN_CA]: string } = {
  "upload.documentHint": "Un reçu en PDF, un reçu arrivé par courriel et enregistré en .eml ou une page de commande enregistrée en .html peuvent aussi être lus.",
  "upload.notAReceiptFile":
    "Ce fichier ne peut pas être lu comme un reçu. Veuillez téléverser une photo (JPEG, PNG ou WebP), un PDF, un courriel enregistré (.eml) ou une page Web (.html).",
  "upload.document.kind": "{kind, select, pdf {PDF} eml {Courriel enregistré} html {Page Web} other {Document}}",
  "upload.document.size": "{kilobytes, number} Ko",
  "upload.document.chosen": "Document du reçu choisi",
  "upload.document.read": "Lire le document",
  "upload.document.reading": "Lecture…",
  "upload.document.change": "Changer",
};
