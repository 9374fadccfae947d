// Turns a shelf name ("Barilla - Gluten Free Elbows Macaroni Pasta, 340 Gram") into what a till prints
// ("BARILLA GF ELBOWS MACARONI"): upper case, no sizes or filler words, common abbreviations, and the GF
// marker kept near the front so it survives truncation to the till's column width.

const ABBREVIATIONS = {
  CHOCOLATE: "CHOC", ORIGINAL: "ORIG", ORGANIC: "ORG", VANILLA: "VAN", CINNAMON: "CINN", MULTIGRAIN: "MULTIGRN",
  BROWN: "BRN", WHITE: "WHT", WHOLE: "WHL", SANDWICH: "SNDWCH", FROZEN: "FRZ", CRACKERS: "CRKRS", COOKIES: "CKIES",
  STRAWBERRY: "STRWBRY", BLUEBERRY: "BLUEBRY", CHEDDAR: "CHED", CHEESE: "CHS", CHICKEN: "CHKN", VEGETABLE: "VEG",
  PEANUT: "PNUT", BUTTER: "BTR", MIXED: "MXD", GRANOLA: "GRANOLA", ASSORTED: "ASST", PACKAGE: "PKG",
  PURPOSE: "PURP", BREAKFAST: "BKFST", CHOCOLATEY: "CHOC", HONEY: "HNY", ALMOND: "ALMND",
};
const FILLER = new Set(["AND", "WITH", "THE", "OF", "FOR", "A", "IN", "MORE", "ON", "OR", "BY", "TO"]);
const SIZE = /\b\d+(?:[.,]\d+)?\s*(?:g|gram|grams|kg|ml|l|oz|lb|lbs|ct|count|pack|pk|servings?|x)\b/gi;
const GF_PHRASE = /gluten[\s-]*free|sans[\s-]*gluten/gi;

/** Many tills print French without accents; some print them. */
export function stripAccents(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Words of a shelf name, upper case, with "gluten free" collapsed into the single token GF. */
function tokens(shelfName) {
  const text = stripAccents(shelfName)
    .replace(/\([^)]*\)/g, " ")
    .replace(SIZE, " ")
    .replace(GF_PHRASE, " GF ")
    .replace(/['’]/g, "")
    .toUpperCase();
  const words = text.split(/[^A-Z0-9%]+/).filter((w) => w.length > 0 && !FILLER.has(w) && !/^\d+%?$/.test(w));
  return words.filter((w, i) => w !== words[i - 1]);
}

/**
 * The till name for a shelf name, at most `maxLength` characters. `abbreviate` (0..1) is how eagerly this till
 * shortens words; the choice per word comes from `random`.
 */
export function posName(shelfName, { maxLength, abbreviate, random }) {
  let words = tokens(shelfName).filter((w, i, all) => all.indexOf(w) === i);
  if (words.indexOf("GF") > 1) words = ["GF", ...words.filter((w) => w !== "GF")];
  words = words.map((w) => (ABBREVIATIONS[w] && random.chance(abbreviate) ? ABBREVIATIONS[w] : w));
  let name = "";
  for (const word of words) {
    const next = name ? `${name} ${word}` : word;
    if (next.length > maxLength) break;
    name = next;
  }
  return name || (words[0] ?? "").slice(0, maxLength);
}

/** Fits an already till-style name into `maxLength`, cutting at a word where possible, as tills truncate. */
export function fitName(name, maxLength) {
  if (name.length <= maxLength) return name;
  const cut = name.slice(0, maxLength + 1).lastIndexOf(" ");
  return (cut >= Math.floor(maxLength * 0.6) ? name.slice(0, cut) : name.slice(0, maxLength)).trimEnd();
}
