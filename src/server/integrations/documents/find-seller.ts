/**
 * Who sold what a document records, from what the document itself says about its owner (decision 034): a page's or
 * invoice's own web address as the page names it ("amazon.ca" printed as "Amazon.ca"), the copyright line
 * ("© 1996-2024, Amazon.com, Inc."), the account the invoice is paid to ("Titulaire du compte : NETPRESSE") or the
 * company's legal name ("Coolblue B.V."), or the name at the top that the document's title repeats. A footer listing
 * other banners ("Whole Foods Market") names none of them.
 */
import { collapseSpaces, letterKey, wordKey } from "#domain/receipt-reading/normalise-text";
import { trimEndRun, trimRuns } from "#domain/text/trim-run";

const CELL_GAP = /\s{3,}/;
const HOST = /\b(?:https?:\/\/)?(?:www\.)?([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,6})\b/gi;
const EMAIL_DOMAIN = /@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6})\b/gi;

/** The registrable part of a host: "www.amazon.co.uk" → { name: "amazon", suffix: "co.uk" }. */
function siteOf(host: string): { name: string; suffix: string } {
  const parts = host.toLowerCase().replace(/^www\./, "").split(".");
  const suffixLength = parts.length >= 3 && ["co", "com", "org", "net"].includes(parts.at(-2)!) ? 2 : 1;
  return { name: parts.at(-1 - suffixLength)!, suffix: parts.slice(-suffixLength).join(".") };
}

// A web address printed without "www." or a scheme ("Order online at blackandbrew.com!") is known by a common ending.
const BARE_HOST = /^[a-z0-9-]+\.(?:com|net|org|ca|us|uk|co\.uk|de|nl|be|fr|in|shop|store)$/;

/**
 * The hosts a document's printed text names, most named first ("www.azure-interior.com", an e-mail's domain), then
 * those printed bare.
 */
export function printedHosts(rows: readonly string[]): string[] {
  const text = rows.join("\n");
  const hosts = mostFirst(
    [...text.matchAll(EMAIL_DOMAIN), ...[...text.matchAll(HOST)].filter((m) => /www\.|https?:\/\//i.test(m[0]))].map((m) => m[1]!),
  );
  const bare = mostFirst(
    [...text.matchAll(HOST)].map((m) => m[1]!).filter((host) => BARE_HOST.test(host) && !hosts.includes(host.toLowerCase())),
  );
  return [...hosts, ...bare];
}

export function mostFirst(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v.toLowerCase(), (counts.get(v.toLowerCase()) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

const HEADER_ROWS = 5;

/** A name's letters as a web address spells them: "Black & Brew" → "BLACKANDBREW". */
const addressKey = (text: string) => letterKey(text.replace(/&/g, " and "));

/**
 * The site's name as the document prints it: a word that spells the site ("Amazon.ca Rewards Mastercard"), else a
 * part of a row that spells its name ("Azure Interior" for azure-interior.com), else one at the top whose first words
 * spell it and go on to name the branch ("Black & Brew Southside" for blackandbrew.com); never the address itself.
 */
function siteAsPrinted(host: string, rows: readonly string[]): string | null {
  const { name, suffix } = siteOf(host);
  const bare = letterKey(name);
  if (bare.length < 3) return null;
  const withSuffix = letterKey(`${name}.${suffix}`);
  const words = rows.flatMap((row) => row.split(/\s+/)).map((w) => trimRuns(w, /\P{L}/u));
  const spelled = words.find((w) => w.includes(".") && /\p{Lu}/u.test(w) && letterKey(w) === withSuffix);
  if (spelled) return spelled;
  const partsOf = (some: readonly string[]) =>
    some
      .flatMap((row) => row.split(CELL_GAP).flatMap((cell) => collapseSpaces(cell).split(/ [|·•-] /)))
      .map((part) => part.trim())
      .filter((text) => text.length <= 40 && !/@|www\.|https?:/i.test(text) && /\p{Lu}/u.test(text));
  const whole = partsOf(rows).find((text) => addressKey(text) === bare);
  if (whole) return whole;
  // Only at the top, where a shop prints its name: further down, a slogan may begin with it ("eBay Money Back Guarantee").
  const startsWithName = (text: string) =>
    /^\p{L}/u.test(text) && text.split(" ").some((_, i, all) => i < all.length - 1 && addressKey(all.slice(0, i + 1).join(" ")) === bare);
  return partsOf(rows.slice(0, HEADER_ROWS)).find(startsWithName) ?? null;
}

// Words a title puts around the shop's name ("Your … order", "… invoice 4411"): a row of only these names nobody.
const DOCUMENT_WORDS = new Set(["YOUR", "ORDER", "INVOICE", "RECEIPT", "CONFIRMATION", "DETAILS", "SUMMARY", "THANK", "YOU", "FOR", "VOTRE", "COMMANDE", "FACTURE", "RECU", "FACTUUR", "BESTELLING", "RECHNUNG", "BESTELLUNG"]);

/**
 * The longest name printed at the top that the document's title repeats word for word: "Harbour Fresh Grocery" under
 * the title "Your Harbour Fresh Grocery order" (a page's `<title>`, a PDF's properties). A shop prints its name in a
 * style (a heading, a logo's large type) that the reader of a till roll does not take for a store.
 */
function nameInTitle(rows: readonly string[], title: string): string | null {
  const titled = ` ${wordKey(title)} `;
  const named = rows
    .slice(0, HEADER_ROWS)
    .flatMap((row) => row.split(CELL_GAP))
    .map((cell) => collapseSpaces(cell))
    .filter((cell) => {
      const words = wordKey(cell).split(" ");
      return cell.length <= 40 && /\p{L}{2}/u.test(cell) && words.some((w) => !DOCUMENT_WORDS.has(w)) && titled.includes(` ${words.join(" ")} `);
    });
  return named.sort((a, b) => b.length - a.length)[0] ?? null;
}

const COPYRIGHT_MARKS = ["©", "(c)", "copyright"];
const SOFTWARE = /\b(?:microsoft|word|excel|libreoffice|openoffice|adobe|acrobat|pdf|writer|draw|crystal|jasper|reportlab|tcpdf|fpdf|wkhtmltopdf|chrome|skia|quartz)\b/i;
const ACCOUNT_HOLDER_LABELS = ["titulaire du compte", "account holder", "account name", "payable to", "rekeninghouder", "t.n.v.", "kontoinhaber"];
// A shop whose name is only in its logo still says who sold the goods in words ("Sold by: Maple Grocer Inc.").
const SELLER_LABELS = ["sold by", "seller:", "vendu par", "vendeur :", "vendeur:", "verkocht door", "verkäufer:"];
const LEGAL_FORMS = new Set(["B.V.", "BV", "N.V.", "NV", "GmbH", "AG", "Inc", "Inc.", "Incorporated", "LLC", "Ltd", "Ltd.", "Limited", "Corp", "Corp.", "SAS", "S.A.S.", "S.A.", "SARL", "S.r.l.", "plc"]);
const AFTER_THE_NAME = / (?:or its affiliates|et ses filiales|all rights reserved|tous droits réservés)\b/i;

/** What follows the first of `labels` in the row ("© 1996-2024, Amazon.com, Inc." → "1996-2024, Amazon.com, Inc."). */
function after(row: string, labels: readonly string[]): string | null {
  const lower = row.toLowerCase();
  for (const label of labels) {
    const at = lower.indexOf(label);
    if (at >= 0) return row.slice(at + label.length);
  }
  return null;
}

/** A name without the company's legal form: "Coolblue B.V." → "Coolblue", "Amazon.com, Inc." → "Amazon.com"; null when there is none. */
function withoutLegalForm(text: string): { name: string; hadForm: boolean } {
  const words = collapseSpaces(text).split(" ");
  const form = words.findIndex((w, i) => i > 0 && LEGAL_FORMS.has(trimEndRun(w, /[,;:]/)));
  const kept = form > 0 ? words.slice(0, form) : words;
  return { name: trimEndRun(kept.join(" "), /[\s.,;:–-]/u), hadForm: form > 0 };
}

/** "1996-2024, Amazon.com, Inc. or its affiliates" → "Amazon.com"; " : NETPRESSE" → "NETPRESSE". */
function holderName(text: string): string | null {
  // Pages pad the years with invisible characters ("1995\u200c-2021").
  const lead = collapseSpaces(text.replace(/\p{Cf}/gu, "").split(CELL_GAP)[0]!).split(AFTER_THE_NAME)[0]!;
  const { name } = withoutLegalForm(lead.replace(/^[\d\s,:–-]*/u, ""));
  return /\p{L}{2}/u.test(name) && name.length <= 40 ? name : null;
}

/** What a document's markup says about its owner beyond its printed rows. */
export interface OwnerHints {
  /** The sites the document links to, most linked first (an HTML page's anchors). */
  hosts?: readonly string[];
  /** The document's title (a page's `<title>`, a PDF's properties). */
  title?: string | null;
  /** The alternative texts of a page's first images, a logo's among them. */
  logos?: readonly string[];
  /** A PDF's Author property, where invoice software often puts the issuing company. */
  author?: string | null;
}

// Headings of the buyer's addresses on an invoice: the company named under them bought, it did not sell.
const BUYER_HEADINGS = /^(?:bill(?:ing)? to|billing address|ship(?:ping)? to|shipping address|deliver(?:y)? to|delivery address|invoice to|sold to|customer|factuuradres|afleveradres|adresse de (?:facturation|livraison)|factur[ée] à|livr[ée] à|rechnungsadresse|lieferadresse)\s*:?$/i;
const ADDRESS_ROWS = 4;

/** The rows of the addresses printed under a buyer's heading ("Factuuradres   Afleveradres", "Bill to"). */
function buyerRows(rows: readonly string[]): Set<number> {
  const under = new Set<number>();
  rows.forEach((row, i) => {
    if (!row.trim().split(CELL_GAP).some((cell) => BUYER_HEADINGS.test(cell.trim()))) return;
    for (let j = i + 1; j <= i + ADDRESS_ROWS && j < rows.length; j++) under.add(j);
  });
  return under;
}

/** `hosts`: printed addresses stand in when the document links nowhere. */
export function findSeller(rows: readonly string[], { hosts = [], title = null, logos = [], author = null }: OwnerHints = {}): string | null {
  for (const host of [...hosts, ...printedHosts(rows)].slice(0, 3)) {
    // A shop that prints its name only in its logo spells it in the logo's alternative text.
    const printed = siteAsPrinted(host, rows) ?? siteAsPrinted(host, logos);
    if (printed) return printed;
  }
  const titled = title === null ? null : nameInTitle(rows, title);
  if (titled) return titled;
  for (const labels of [COPYRIGHT_MARKS, ACCOUNT_HOLDER_LABELS, SELLER_LABELS]) {
    for (const row of rows) {
      const rest = after(row, labels);
      const name = rest === null ? null : holderName(rest);
      if (name) return name;
    }
  }
  const buyers = buyerRows(rows);
  for (const [i, row] of rows.slice(0, 15).entries()) {
    if (buyers.has(i)) continue;
    for (const cell of row.trim().split(CELL_GAP)) {
      const { name, hadForm } = withoutLegalForm(cell);
      // The form ends the cell: "Coolblue B.V.", not a sentence that mentions a company.
      if (hadForm && collapseSpaces(cell).split(" ").length - name.split(" ").length === 1 && /\p{L}{2}/u.test(name)) return name;
    }
  }
  // Last, since an author may be the person who made the file: only a name of a few words, never the software's.
  return author !== null && author.split(/\s+/).length <= 5 && !SOFTWARE.test(author) ? holderName(author) : null;
}
