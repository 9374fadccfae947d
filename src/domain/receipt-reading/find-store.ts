/** The store's banner from the receipt header: a known banner when one is printed, else the first name-like line. */
import { KNOWN_BANNERS } from "./known-banners";
import { collapseSpaces, similarity, wordKey } from "./normalise-text";
import { trimRuns } from "../text/trim-run";

// wordKey leaves single spaces, so at most one stands on each side of "&".
const key = (text: string) => wordKey(text).replace(/ ?& ?/g, "&").replace(/#/g, " ").replace(/\s+/g, " ").trim();

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/u;

const PRINTED = KNOWN_BANNERS.flatMap((banner) => banner.printed.map((printed) => ({ banner: banner.name, printed: key(printed) })));

/** How well `text` shows a known banner: 1 + a little per character for an exact phrase, the similarity when near. */
function bestBanner(text: string): { name: string; score: number } | null {
  const k = key(text);
  if (k === "") return null;
  const words = k.split(" ");
  let best: { name: string; score: number } | null = null;
  const consider = (name: string, score: number) => {
    if (!best || score > best.score) best = { name, score };
  };
  for (const { banner, printed } of PRINTED) {
    if (` ${k} `.includes(` ${printed} `)) {
      consider(banner, 1 + printed.length / 100);
      continue;
    }
    // Near misses only for long names: "LOBLAWS" read as "LOBLAVS", "NO FRILLS" as "NO FRILIS".
    const compact = printed.replace(/ /g, "");
    if (compact.length < 6) continue;
    const n = printed.split(" ").length;
    for (let i = 0; i + n <= words.length; i++) {
      const s = similarity(words.slice(i, i + n).join(""), compact);
      if (s >= 0.8) consider(banner, s);
    }
  }
  return best;
}

const NOT_A_NAME = /\b(?:STORE|MAGASIN|TEL|PHONE|DATE|TIME|WELCOME|BIENVENUE|RECEIPT|RECU|FACTURE|CASHIER|CAISSE|GST|HST|TPS|TVQ)\b/;

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-&/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * `header` is the text above the first item. A banner printed on one line or wrapped over two wins; then the seller a
 * document names itself (`seller`); a known banner elsewhere ("THANK YOU FOR SHOPPING AT ...") comes next; else the
 * first header line that reads like a name.
 */
export function findStore(header: readonly string[], all: readonly string[], seller: string | null = null): string | null {
  for (let i = 0; i < header.length; i++) {
    const alone = bestBanner(header[i]!);
    const joined = i + 1 < header.length ? bestBanner(`${header[i]} ${header[i + 1]}`) : null;
    const found = joined && (!alone || joined.score > alone.score) ? joined : alone;
    if (found) return found.name;
  }
  if (seller) return seller;
  for (const line of all) {
    const found = bestBanner(line);
    if (found && found.score > 1) return found.name;
  }
  for (const line of header) {
    const text = collapseSpaces(trimRuns(line, NOT_LETTER_OR_DIGIT));
    const letters = (text.match(/\p{L}/gu) ?? []).length;
    if (letters < 3 || letters / text.replace(/\s/g, "").length < 0.7 || /^\d/.test(text)) continue;
    if (NOT_A_NAME.test(wordKey(text)) || text !== text.toUpperCase()) continue;
    return titleCase(text);
  }
  return null;
}
