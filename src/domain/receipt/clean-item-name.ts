/** An item's printed name without the scanner code before it or the OCR's stray marks around it. */
import { collapseSpaces } from "./normalise-text";

export interface ItemName {
  name: string;
  /** The UPC (8-14 digits), store item number or PLU (4-7 digits) printed before the name, digits only. */
  upc: string | null;
}

// A UPC the OCR split with a space is still one code; a short code must be followed by a word.
const UPC = /^(\d[\d ]{6,17}\d)[.,:;]?\s+(?=.*\p{L})/u;
const PLU = /^(\d{4,7})[.,:;]?\s+(?=\p{L}{2})/u;

export function cleanItemName(label: string): ItemName {
  let text = label.replace(/^[^\p{L}\p{N}]+/u, "");
  let upc: string | null = null;
  const code = UPC.exec(text);
  const digits = code?.[1]?.replace(/ /g, "") ?? "";
  if (code && digits.length >= 8 && digits.length <= 14) {
    upc = digits;
    text = text.slice(code[0].length);
  } else {
    const plu = PLU.exec(text);
    if (plu) {
      upc = plu[1]!;
      text = text.slice(plu[0].length);
    }
  }
  const name = collapseSpaces(
    text
      // Tills print names in capitals: a lower-case word at the end is the OCR reading specks ("OEUFS GROS 12 et").
      .replace(/(?<=\p{Lu}.*)\s+[\p{Ll}\W]{1,3}$/u, "")
      // A space and a hyphen glued to the next word is the OCR's reading of a speck ("RED -PEPPERS").
      .replace(/\s-(?=\p{L})/gu, " ")
      .replace(/^[^\p{L}\p{N}]+/u, "")
      .replace(/[^\p{L}\p{N}%)]+$/u, ""),
  );
  return { name, upc };
}
