import { findGfMarker } from "../gluten-free/gf-markers";
import { TILL_WORDS } from "./till-abbreviations";

// Sizes, counts and codes: "675G", "1.5 KG", "12 X 355 ML", "6PK", "16/pack"; any other word with a digit goes too.
const SIZES =
  /\b\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*)?(?:kg|g|gr|grams?|mg|ml|l|lt|litres?|liters?|oz|lbs?|pk|pack|ct|count|un|unites?|servings?|bars?)\b|\b\d+\s*\/\s*pack\b/g;
// GF marker words that can be left over once gf-markers.ts has taken the marker phrase out.
const MARKER_WORDS = new Set(["gf", "sg", "glutenfree", "gluten", "gluten-free"]);
const STOP_WORDS = new Set([
  "the", "and", "with", "of", "for", "in", "on", "or", "to", "by", "de", "du", "des", "la", "le", "les", "et", "au", "aux",
  "avec", "pour", "en", "new", "nouveau", "family", "size", "value", "pack", "club", "format", "organic", "bio",
  "biologique", "x", "limited", "edition", "time", "only", "made", "each", "per", "approx", "minimum", "min", "your",
  "our", "you", "a", "an", "is", "it", "its", "from", "at", "as", "be", "are", "just", "so", "flavour", "flavor",
  "flavoured", "flavored", "saveur", "aromatisee",
]);

/** Lower case, accents and apostrophes gone ("Schär" → "schar", "Dempster's" → "dempsters"), & → and. */
export function plainText(name: string): string {
  // Accent folding is slow, and most till lines are plain printable ASCII.
  const folded = /[^ -~]/.test(name) ? name.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : name;
  return folded
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ");
}

/** Plural and spelling folding so "cookies", "cookie", "brownies" and "berries" meet their singular. */
export function stem(word: string): string {
  if (word === "loaves") return "loaf";
  let w = word;
  if (w.length > 4 && /(ches|shes|xes|sses)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("ie")) w = w.slice(0, -2) + "y";
  else if (w.length > 4 && w.endsWith("oe")) w = w.slice(0, -1);
  return w;
}

function stripMarkers(text: string): string {
  let out = text;
  for (let i = 0; i < 4; i++) {
    const marker = findGfMarker(out);
    if (!marker) break;
    out = out.replace(marker, " ");
  }
  return out;
}

/**
 * The words of a product name, lower-case and unstemmed: GF markers, sizes, codes and stop words removed, till
 * abbreviations and French words turned into the catalog's English ("PAIN BLANC S/GLUTEN" → ["bread", "white"]).
 */
export function tokenizeProductName(name: string): string[] {
  const text = stripMarkers(plainText(name)).replace(SIZES, " ").replace(/[^a-z0-9]+/g, " ");
  const out: string[] = [];
  for (const raw of text.split(" ")) {
    if (raw.length < 2 || /\d/.test(raw) || MARKER_WORDS.has(raw)) continue;
    const expanded = TILL_WORDS.get(raw) ?? raw;
    for (const word of expanded.split(" ")) {
      if (!STOP_WORDS.has(word)) out.push(word);
    }
  }
  return out;
}
