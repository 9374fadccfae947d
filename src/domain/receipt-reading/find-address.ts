/** The store's street and city lines from the receipt header, and the province they name. */
import { collapseSpaces, stripAccents } from "./normalise-text";
import { trimEndRun, trimStartRun } from "../text/trim-run";

export interface StoreAddress {
  /** Street and city lines joined by ", " as printed ("647 BANK ST, MISSISSAUGA ON L4X 5P6"). */
  address: string | null;
  /** Two-letter code, from the city line or the postal code's first letter. */
  province: string | null;
}

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/u;
const PROVINCES = "AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|PQ|SK|YT";
const PROVINCE_NAMES: Record<string, string> = {
  ONTARIO: "ON", QUEBEC: "QC", ALBERTA: "AB", MANITOBA: "MB", SASKATCHEWAN: "SK", YUKON: "YT", NUNAVUT: "NU",
  "BRITISH COLUMBIA": "BC", "NOVA SCOTIA": "NS", "NEW BRUNSWICK": "NB", "NOUVEAU BRUNSWICK": "NB",
  "PRINCE EDWARD ISLAND": "PE", "NEWFOUNDLAND": "NL", "COLOMBIE BRITANNIQUE": "BC", "NOUVELLE ECOSSE": "NS",
};
const POSTAL_PROVINCE: Record<string, string> = {
  A: "NL", B: "NS", C: "PE", E: "NB", G: "QC", H: "QC", J: "QC", K: "ON", L: "ON", M: "ON", N: "ON", P: "ON",
  R: "MB", S: "SK", T: "AB", V: "BC", X: "NT", Y: "YT",
};

// What OCR reads for the digits and letters of a postal code (Canada Post never uses D, F, I, O, Q or U).
const AS_DIGIT: Record<string, string> = { O: "0", Q: "0", D: "0", "©": "0", I: "1", L: "1", "|": "1", S: "5", B: "8", Z: "2", G: "6" };
const AS_LETTER: Record<string, string> = { "0": "O", "1": "L", "5": "S", "8": "B", "2": "Z", "7": "Z", "6": "G", "]": "J" };

/** "KlW 151" → "K1W 1S1", "L5Z 0CO" → "L5Z 0C0"; null when six characters cannot be a postal code. */
export function fixPostalCode(text: string): string | null {
  const chars = text.replace(/\s/g, "").toUpperCase();
  if (chars.length !== 6) return null;
  let out = "";
  for (let i = 0; i < 6; i++) {
    const c = chars[i]!;
    const wantDigit = i % 2 === 1;
    const fixed = wantDigit ? (/\d/.test(c) ? c : AS_DIGIT[c]) : /[A-Z]/.test(c) ? c : AS_LETTER[c];
    if (!fixed) return null;
    out += fixed;
  }
  return `${out.slice(0, 3)} ${out.slice(3)}`;
}

const PROVINCE_CODE = new RegExp(`^(?:${PROVINCES})$`, "i");
const POSTAL_CODE = /^[A-Z0-9|©\]]{3}\s?[A-Z0-9|©\]]{3}$/iu;

/**
 * "TORONTO, ON M5V 2T6": the city before the first province code that only a postal code may follow. Read word by
 * word: one pattern for the whole line backtracked polynomially on lines it refused.
 */
function matchCityLine(text: string): { city: string; province: string; postal: string | null } | null {
  // Words at even places, the runs of spaces and commas between them at odd places.
  const parts = text.split(/([\s,]+)/u);
  for (let i = 2; i < parts.length; i += 2) {
    if (!PROVINCE_CODE.test(parts[i]!)) continue;
    const city = parts.slice(0, i - 1).join("");
    const rest = trimStartRun(parts.slice(i + 1).join(""), /[\s,]/u).trimEnd();
    if (/\p{L}/u.test(city) && (rest === "" || POSTAL_CODE.test(rest))) return { city, province: parts[i]!, postal: rest || null };
  }
  return null;
}

// A civic number, perhaps a unit ("12-345") and a numbered street ("4142 17 AVE SW"), then a word.
const STREET_LINE = /^\d{1,6}[A-Z]?(?:-\d{1,6})?,?\s+(?:\d{1,3}(?:ST|ND|RD|TH|E)?\s+)?\p{L}/u;
const NOT_STREET = /\b(?:STORE|MAGASIN|TEL|PHONE|DATE|TIME|CASHIER|CAISSE|LANE)\b|\(\d{3}\)|\d{3}-\d{4}/;

/** A speck read as a letter far to the right ("271 KINGSWAY      Ë"): one or two marks after three spaces or more. */
function withoutFarSpeck(line: string): string {
  const body = line.trimEnd();
  let wordStart = body.length;
  while (wordStart > 0 && !/\s/u.test(body[wordStart - 1]!)) wordStart--;
  let spacesStart = wordStart;
  while (spacesStart > 0 && /\s/u.test(body[spacesStart - 1]!)) spacesStart--;
  const speck = [...body.slice(wordStart)].length;
  return speck >= 1 && speck <= 2 && wordStart - spacesStart >= 3 ? body.slice(0, spacesStart) : line;
}

// Stray marks at either end, and a speck read as a letter far to the right.
const clean = (line: string) => collapseSpaces(trimEndRun(trimStartRun(withoutFarSpeck(line), NOT_LETTER_OR_DIGIT), /[^\p{L}\p{N}.)]/u));

function readCityLine(line: string): { text: string; province: string } | null {
  const text = clean(line);
  const m = matchCityLine(text);
  if (m) {
    const province = m.province.toUpperCase().replace("PQ", "QC");
    const postal = m.postal ? ` ${fixPostalCode(m.postal) ?? m.postal}` : "";
    return { text: `${m.city} ${province}${postal}`, province };
  }
  const upper = stripAccents(text).toUpperCase();
  for (const [name, code] of Object.entries(PROVINCE_NAMES)) {
    if (new RegExp(`\\b${name}\\b`).test(upper)) return { text, province: code };
  }
  return null;
}

export function findAddress(header: readonly string[]): StoreAddress {
  const lines = header.map(clean);
  for (let i = 0; i < lines.length; i++) {
    const city = readCityLine(lines[i]!);
    if (!city) continue;
    const street = lines.slice(Math.max(0, i - 2), i).reverse().find((l) => STREET_LINE.test(l) && !NOT_STREET.test(l));
    return { address: street ? `${street}, ${city.text}` : city.text, province: city.province };
  }
  const street = lines.find((l) => STREET_LINE.test(l) && !NOT_STREET.test(l));
  const postal = lines.map((l) => /\b([A-Z]\d[A-Z])\s?\d[A-Z]\d\b/.exec(l)?.[1]).find(Boolean);
  return { address: street ?? null, province: postal ? (POSTAL_PROVINCE[postal[0]!] ?? null) : null };
}
