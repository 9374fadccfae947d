/** An item's printed name without the scanner code before it or the OCR's stray marks around it. */
import { collapseSpaces } from "./normalise-text";

export interface ItemName {
  name: string;
  /** The UPC (8-14 digits), store item number or PLU (4-7 digits) printed before the name, digits only. */
  upc: string | null;
}

// A UPC the OCR split with a space is still one code; a short code must be followed by a word.
const UPC = /^(\d[\d ]{6,17}\d)[.,:;]?\s+(?=.*\p{L})/u;
// A warehouse item number (6-7 digits) may stand before a name that starts with a digit ("435259 2% FINE-FILT").
const PLU = /^(\d{4,7})(?:[.,:;]\s*|\s+)(?=\p{L}{2})|^(\d{6,7})[.,:;]?\s+(?=\S*\s*.*\p{L})/u;

// Marks before a name are the OCR's specks, but a printed "(SALE)" or "*" prefix is part of the name.
const LEADING_MARKS = /^(?:(?!\((?=[^)]*\))|\*(?=\S))[^\p{L}\p{N}])+/u;
// A tax-flag column before the amount ("MAGNUM BAR   NF", "COORS LIGHT 6 PK HQ"), or a one-letter column before
// the item number ("E   1215095 ORG SWT CORN").
const TRAILING_FLAG = /(?:\s{3,}[A-Z]{1,4}\d?|\s(?:HQ|NF|MRJ|HMRJ|RQ|FS|GP|FP))$/u;
const LEADING_FLAG = /^[A-Z]\s{3,}(?=\S)/u;
// A code column after the name ("BROCCOLI CROWNS   3082"), or a UPC the OCR glued to it ("LYSOL BATH P059631882930").
const TRAILING_CODE = /(?:\s{3,}\d{4,14}|(?<=\p{L})\d{8,14}|\s\d{8,14})$/u;
// An item number glued to the name ("288072443MAGNUMBAR").
const GLUED_CODE = /^(\d{6,14})(?=\p{L}{2})/u;

export function cleanItemName(label: string): ItemName {
  let text = label.replace(LEADING_MARKS, "").replace(LEADING_FLAG, "").replace(TRAILING_FLAG, "");
  let upc: string | null = null;
  const trailing = TRAILING_CODE.exec(text);
  if (trailing) {
    upc = trailing[0].trim();
    text = text.slice(0, trailing.index);
  }
  const glued = GLUED_CODE.exec(text);
  if (glued) {
    upc = glued[1]!;
    text = text.slice(glued[0].length);
  }
  const code = UPC.exec(text);
  const digits = code?.[1]?.replace(/ /g, "") ?? "";
  if (!glued && code && digits.length >= 8 && digits.length <= 14) {
    upc = digits;
    text = text.slice(code[0].length);
  } else if (!glued) {
    const plu = PLU.exec(text);
    if (plu) {
      upc = plu[1] ?? plu[2]!;
      text = text.slice(plu[0].length);
    }
  }
  const name = collapseSpaces(
    text
      // Tills print names in capitals: a lower-case word at the end is the OCR reading specks ("OEUFS GROS 12 et").
      .replace(/(?<=\p{Lu}.*)\s+[\p{Ll}\W]{1,3}$/u, "")
      // A space and a hyphen glued to the next word is the OCR's reading of a speck ("RED -PEPPERS").
      .replace(/\s-(?=\p{L})/gu, " ")
      .replace(LEADING_MARKS, "")
      .replace(/[^\p{L}\p{N}%)]+$/u, ""),
  );
  return { name, upc };
}
