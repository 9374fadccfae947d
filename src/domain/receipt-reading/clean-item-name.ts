/** An item's printed name without the scanner code before it or the OCR's stray marks around it. */
import { collapseSpaces } from "./normalise-text";
import { trimEndRun } from "../text/trim-run";

export interface ItemName {
  name: string;
  /** The UPC (8-14 digits), store item number or PLU (4-7 digits) printed before the name, digits only. */
  upc: string | null;
}

// A UPC the OCR split with a space is still one code; a short code must be followed by a word. Whether a letter follows
// anywhere is asked in code (`lettersFollow`): as a lookahead it would rescan the line once per space.
const UPC = /^(\d[\d ]{6,17}\d)[.,:;]?\s+/u;
const PLU_BEFORE_WORD = /^(\d{4,7})(?:[.,:;]\s*|\s+)(?=\p{L}{2})/u;
// A warehouse item number (6-7 digits) may stand before a name that starts with a digit ("435259 2% FINE-FILT").
const ITEM_NUMBER = /^(\d{6,7})[.,:;]?\s+/u;
// A tax-flag column before the amount ("MAGNUM BAR   NF", "COORS LIGHT 6 PK HQ"), or a one-letter column before
// the item number ("E   1215095 ORG SWT CORN").
const FLAG_COLUMN = /^[A-Z]{1,4}\d?$/u;
const FLAG_WORDS = new Set(["HQ", "NF", "MRJ", "HMRJ", "RQ", "FS", "GP", "FP"]);
// A flag column before the name, set apart by a wide gap: a tax or weight flag ("E   1215095", "WT   BANANAS", "MR   BAG").
const LEADING_FLAG = /^[A-Z]{1,2}\s{3,}(?=\S)/u;
// An item number glued to the name ("288072443MAGNUMBAR").
const GLUED_CODE = /^(\d{6,14})(?=\p{L}{2})/u;

const isSpace = (char: string | undefined) => char !== undefined && /\s/u.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";
const lettersFollow = (text: string, from: number) => /\p{L}/u.test(text.slice(from));

/** Where the run of characters passing `test` that ends at `end` starts. */
function runStart(text: string, end: number, test: (char: string | undefined) => boolean): number {
  let start = end;
  while (start > 0 && test(text[start - 1])) start--;
  return start;
}

/**
 * Marks before a name are the OCR's specks, but a printed "(SALE)" or "*" prefix is part of the name: the marks stop at
 * a letter or digit, at a "(" closed later in the text, and at a "*" glued to what follows.
 */
function withoutLeadingMarks(text: string): string {
  const lastClose = text.lastIndexOf(")");
  let index = 0;
  for (const char of text) {
    if (/[\p{L}\p{N}]/u.test(char)) break;
    if (char === "(" && index < lastClose) break;
    if (char === "*" && text[index + 1] !== undefined && !isSpace(text[index + 1])) break;
    index += char.length;
  }
  return text.slice(index);
}

/**
 * The tax-flag column at the end: a short code after three spaces or more, or a known flag word after one. A flag
 * follows a name: a short word after nothing but an item number is the name ("1254667304   GUM").
 */
function withoutTrailingFlag(text: string): string {
  const wordStart = runStart(text, text.length, (char) => char !== undefined && !isSpace(char));
  const word = text.slice(wordStart);
  const spaces = wordStart - runStart(text, wordStart, isSpace);
  const rest = text.slice(0, wordStart - spaces);
  if (!/\p{L}{2}/u.test(rest)) return text;
  if ((spaces >= 3 && FLAG_COLUMN.test(word)) || (spaces >= 1 && FLAG_WORDS.has(word))) return rest;
  return text;
}

/**
 * A code column after the name ("BROCCOLI CROWNS   3082"), or a UPC the OCR glued to it ("LYSOL BATH P059631882930")
 * or set one space after it, perhaps with a flag column glued after it ("TOMATO ROMA 000000004087KF"): where the code
 * starts, or null.
 */
function trailingCodeStart(text: string): number | null {
  const flagStart = runStart(text, text.length, (char) => char !== undefined && char >= "A" && char <= "Z");
  const end = text.length - flagStart <= 3 && isDigit(text[flagStart - 1]) ? flagStart : text.length;
  const digitsStart = runStart(text, end, isDigit);
  const digits = end - digitsStart;
  const spacesStart = runStart(text, digitsStart, isSpace);
  if (digitsStart - spacesStart >= 3 && digits >= 4 && digits <= 14) return spacesStart;
  if (digits < 8 || digits > 14 || digitsStart === 0) return null;
  if (/\p{L}/u.test(text[digitsStart - 1]!)) return digitsStart;
  return isSpace(text[digitsStart - 1]) ? digitsStart - 1 : null;
}

/**
 * Tills print names in capitals: a lower-case word of up to three marks at the end is the OCR reading specks, unless it
 * closes a bracket the name opened or is a unit after a number: a size, "(270 ml)" or "200 g", as e-receipts print it.
 */
const SIZE_AT_END = /\d\s?(?:g|kg|ml|l|lb|oz)$/iu;

function withoutTrailingSpecks(text: string): string {
  if ((text.endsWith(")") && text.lastIndexOf("(") >= 0) || SIZE_AT_END.test(text)) return text;
  const chars = [...text];
  let cut: number | null = null;
  for (let length = 1; length <= 3 && length < chars.length; length++) {
    const tail = chars.slice(-length);
    if (!tail.every((char) => /[\p{Ll}\W]/u.test(char))) break;
    let start = chars.length - length;
    if (!isSpace(chars[start - 1])) continue;
    while (start > 0 && isSpace(chars[start - 1])) start--;
    if (chars.slice(0, start).some((char) => /\p{Lu}/u.test(char)) && (cut === null || start < cut)) cut = start;
  }
  return cut === null ? text : chars.slice(0, cut).join("");
}

export function cleanItemName(label: string): ItemName {
  let text = withoutTrailingFlag(withoutLeadingMarks(label).replace(LEADING_FLAG, ""));
  let upc: string | null = null;
  const trailing = trailingCodeStart(text);
  if (trailing !== null) {
    upc = text.slice(trailing).trim();
    text = text.slice(0, trailing);
  }
  const glued = GLUED_CODE.exec(text);
  if (glued) {
    upc = glued[1]!;
    text = text.slice(glued[0].length);
  }
  const upcMatch = UPC.exec(text);
  const code = upcMatch && lettersFollow(text, upcMatch[0].length) ? upcMatch : null;
  const digits = code?.[1]?.replace(/ /g, "") ?? "";
  if (!glued && code && digits.length >= 8 && digits.length <= 14) {
    upc = digits;
    text = text.slice(code[0].length);
  } else if (!glued) {
    const itemNumber = ITEM_NUMBER.exec(text);
    const plu = PLU_BEFORE_WORD.exec(text) ?? (itemNumber && lettersFollow(text, itemNumber[0].length) ? itemNumber : null);
    if (plu) {
      upc = plu[1]!;
      text = text.slice(plu[0].length);
    }
  }
  const name = collapseSpaces(
    trimEndRun(
      // A space and a hyphen glued to the next word is the OCR's reading of a speck ("RED -PEPPERS").
      withoutLeadingMarks(withoutTrailingSpecks(text).replace(/\s-(?=\p{L})/gu, " ")),
      /[^\p{L}\p{N}%)]/u,
    ),
  );
  return { name, upc };
}
