/** The words that tell a receipt's lines apart, English and French, tolerant of one or two OCR slips. */
import { letterKey, levenshtein, wordKey } from "./normalise-text";
import { trimEndRun } from "../text/trim-run";

// A currency printed beside a summary word ("SUMME EUR", "Total USD", "TOTAL CAD") says nothing about the line.
const CURRENCY_WORDS = /\b(?:EUR|USD|CAD|CDN|US)\b/g;
// Nor does the count of items some tills print before it ("1 Item TOTAL: $1.68", "12 ARTICLES TOTAL").
const LEADING_ITEM_COUNT = /^\d{1,3} (?:ITEMS?|ARTICLES?)\b/;

/**
 * Whole label within `slack` edits of a keyword, or a keyword followed by at most two stray letters, or a keyword as
 * the label's first word(s) followed only by marks, digits and scraps of fewer than four letters that name no tax
 * ("SUBTOTAL #nih 2", but not "TOTAL TAX").
 */
function fuzzyLabel(label: string, keywords: readonly string[], slack: (keyword: string) => number): boolean {
  const words = wordKey(label).replace(LEADING_ITEM_COUNT, " ").replace(CURRENCY_WORDS, " ").split(" ").filter(Boolean);
  // "TOTAL TAX", "TOTAL HST": the sum of the taxes, two letters from "TOTAL TTC" but never the receipt's total.
  if (words.length === 2 && TAX_CODES.has(words[1]!)) return false;
  for (let lead = 1; lead <= Math.min(3, words.length - 1); lead++) {
    const rest = words.slice(lead);
    const scraps = rest.every((w) => !/[A-Z]{4}/.test(w) && !TAX_CODES.has(w.replace(/[^A-Z]/g, "")));
    if (scraps && fuzzyWhole(words.slice(0, lead).join(""), keywords, slack)) return true;
  }
  return fuzzyWhole(words.join(""), keywords, slack);
}

function fuzzyWhole(text: string, keywords: readonly string[], slack: (keyword: string) => number): boolean {
  const letters = letterKey(text);
  if (letters.length < 3) return false;
  return keywords.some(
    (k) =>
      levenshtein(letters, k) <= slack(k) ||
      (letters.startsWith(k) && letters.length - k.length <= 2) ||
      (letters.length > k.length && levenshtein(letters.slice(0, k.length), k) <= slack(k) - 1 && letters.length - k.length <= 2),
  );
}

/**
 * Where a phrase of the family stands anywhere in the label's letters (a prefix like "SC" or a count may come before
 * it), within `slack` edits; a phrase must be at least 6 letters to be looked for inside a longer label.
 */
function containsPhrase(label: string, phrases: readonly string[], slack: (phrase: string) => number): boolean {
  const letters = letterKey(label);
  return phrases.some((phrase) => {
    if (levenshtein(letters, phrase) <= slack(phrase)) return true;
    if (phrase.length < 6) return false;
    for (let start = 0; start + phrase.length - 1 <= letters.length; start++) {
      for (const length of [phrase.length - 1, phrase.length, phrase.length + 1]) {
        if (start + length <= letters.length && levenshtein(letters.slice(start, start + length), phrase) <= slack(phrase)) return true;
      }
    }
    return false;
  });
}

// The families of words a receipt's summary is printed in, English, French (and German, whose tills print the same
// summary): as letters only, so "SOUS-TOTAL", "Sous total" and "SOUSTOTAL" are one word. A French invoice's "Total HT"
// (before tax) is its subtotal.
const SUBTOTAL = ["SUBTOTAL", "SOUSTOTAL", "SUBTTL", "TOTALPARTIEL", "ITEMSSUBTOTAL", "ZWISCHENSUMME", "TOTALHT"];
const TOTAL = [
  "TOTAL", "GRANDTOTAL", "TOTALAPAYER", "MONTANTTOTAL", "TOTALDUE", "AMOUNTDUE", "BALANCEDUE", "TOTALTTC", "TOTALAFTERTAX",
  "AMOUNT", "BALANCE", "BALANCETOPAY", "TOTALPURCHASE", "TOTALSALE", "TOTALSALES", "AMOUNTTOPAY", "APAYER", "MONTANTAPAYER",
  "MONTANTDU", "NETAPAYER", "SUMME", "ZUZAHLEN", "GESAMT", "GESAMTBETRAG", "TOTALEUR", "ORDERTOTAL", "INVOICETOTAL",
  "FACTUURTOTAAL", "TOTALFACTURE", "TOTALFORTHISORDER", "TOTALCHARGED", "TOTALTRANSACTIONVALUE", "TRANSACTIONTOTAL",
];

// "Total incl. VAT", "Subtotal (including GST)": the sum says the taxes are in it, and stays the sum.
const INCLUDING_TAIL = /\(?\b(?:incl\b\.?|including|inclusive|inkl\b\.?|inclusief)[^)]*\)?$/i;
const withoutIncludingTail = (label: string) => label.replace(INCLUDING_TAIL, "").trimEnd();

export function isSubtotalLabel(label: string): boolean {
  return fuzzyLabel(withoutIncludingTail(label), SUBTOTAL, (k) => (k.length >= 8 ? 2 : 1));
}

export function isTotalLabel(label: string): boolean {
  return !isSubtotalLabel(label) && fuzzyLabel(withoutIncludingTail(label), TOTAL, (k) => (k.length >= 8 ? 2 : 1));
}

// Words saying a tax is already in the prices ("Includes HST", "GST (included)", "Incl. VAT", "dont TVA", "inkl. MwSt").
const INCLUDED_WORDS = ["INCL", "INCLUDE", "INCLUDES", "INCLUDED", "INCLUDING", "INCLUSIVE", "INCLUS", "INCLUSE", "COMPRIS", "COMPRISE", "DONT", "INKL", "INCLUSIEF"];

/** Whether a tax's label says the prices already include it: it is shown, never added to the subtotal. */
export function isIncludedTaxLabel(label: string): boolean {
  return wordKey(label).split(" ").some((w) => INCLUDED_WORDS.includes(w));
}

// Canada's, and the value-added taxes an invoice from abroad prints (VAT, the Dutch BTW, the French TVA, the German MwSt).
const TAX_CODES = new Set(["GST", "HST", "PST", "QST", "RST", "TPS", "TVQ", "TVH", "TVP", "TAX", "TAXE", "TAXES", "VAT", "BTW", "TVA", "MWST"]);
// Words a tax line may carry besides its codes and rate: "H=HST 13%", "GST/HST 5% ON 12.00", "TAXE DE VENTE", and an
// online order's "Estimated tax to be collected", "Estimated GST/HST".
const TAX_FILLER = new Set([
  "H", "G", "P", "Q", "ON", "SUR", "DE", "VENTE", "SALES", "TOTAL", "#", "%", "ESTIMATED", "TO", "BE", "COLLECTED", "PRICES",
  ...INCLUDED_WORDS,
]);

/** "HST 13%" → "HST", "TPS/TVH 5 %" → "TPS/TVH", "TVQ 9,975%" → "TVQ"; null when the label is not a tax. */
export function taxLabelOf(label: string): string | null {
  // Whatever follows the rate is the amount column, perhaps unreadable ("GST 5%   1Lo SIL").
  const upToRate = /^.*?\d\s?%/.exec(label)?.[0] ?? label;
  // A till's own numbering of its taxes ("TAX1", "TAX 2"): the code is the word.
  const words = wordKey(upToRate)
    .replace(/\b(TAX|TAXE|GST|HST|PST|QST|RST|TPS|TVQ|TVH)\d\b/g, "$1")
    .replace(/=/g, " ")
    .split(" ")
    .filter((w) => w && !/^[\d%#]+$/.test(w) && !/^\d+%$/.test(w));
  const codes = words.filter((w) => TAX_CODES.has(w));
  if (codes.length === 0 || !TAX_CODES.has(words.find((w) => !TAX_FILLER.has(w)) ?? "")) return null;
  if (words.some((w) => !TAX_CODES.has(w) && !TAX_FILLER.has(w) && w.length > 1)) return null;
  return codes.filter((c, i) => codes.indexOf(c) === i).join("/");
}

/** The percentage printed in a tax label: "HST 13%" → 13, "TVQ 9,975%" → 9.975, "TVQ 9, 975 %" → 9.975. */
export function taxRateOf(label: string): number | null {
  const m = /(\d{1,2}(?:[.,]\s?\d{1,3})?)\s?%/.exec(label);
  return m ? Number(m[1]!.replace(/\s/g, "").replace(",", ".")) : null;
}

// The usual rates, to name a tax whose label the OCR garbled ("EST 5%" is GST, "TV0 9,975%" TVQ).
const CODES_BY_RATE: Record<string, string[]> = {
  "5": ["GST", "TPS"],
  "13": ["HST", "TVH"],
  "14": ["HST", "TVH"],
  "15": ["HST", "TVH"],
  "9.975": ["TVQ", "QST"],
  "6": ["PST"],
  "7": ["PST", "RST"],
  "8": ["PST", "RST"],
};

/** A short garbled label with a rate ("EST 5%", "GSsT 5%") → the tax code nearest to it that has that rate. */
export function taxLabelFromRate(label: string): string | null {
  const m = /^[^\p{L}]*(\p{L}[\p{L}\d]{1,4})[^\p{L}\d]+(\d{1,2}(?:[.,]\s?\d{1,3})?)\s?%/u.exec(label.trim());
  if (!m) return null;
  const letters = letterKey(m[1]!);
  const rate = String(taxRateOf(`${m[2]}%`));
  const codes = CODES_BY_RATE[rate];
  if (!codes) return null;
  const [best] = codes
    .map((code) => ({ code, distance: levenshtein(letters, code) }))
    .sort((a, b) => a.distance - b.distance);
  return best && best.distance <= 2 ? best.code : null;
}

const PAYMENT_FIRST_WORDS = new Set([
  "VISA", "MASTERCARD", "MASTER", "MC", "AMEX", "DISCOVER", "DEBIT", "INTERAC", "CASH", "CHANGE", "COMPTANT", "MONNAIE",
  "ROUNDING", "ARRONDI", "CREDIT", "TEND", "TENDER", "TENDERED", "PAYMENT", "PAIEMENT", "AUTH", "APPROVED", "ACCT",
  "ACCOUNT", "REF", "REFERENCE", "TRANS", "CASHIER", "CAISSE", "CAISSIER", "CAISSIERE", "LANE", "STORE", "MAGASIN", "TEL",
  "PHONE", "DATE", "TIME", "HEURE", "EBT", "SNAP", "GEGEBEN", "RUCKGELD", "RUECKGELD", "GIROCARD", "ANZAHL", "EFTPOS",
]);
// Matched as whole words anywhere: loyalty, savings summaries, item counts, card slips, the goodbye.
const IGNORED_ANYWHERE = new RegExp(
  String.raw`\b(?:POINTS|PC OPTIMUM|AIR ?MILES|SCENE|LOYALTY|REWARDS|YOU SAVED|SAVED|ECONOMISE|ITEMS SOLD|OF ITEMS|` +
    String.raw`ITEMS IN TRANSACTION|ITEM COUNT|NB D ?ARTICLES|` +
    String.raw`NUMBER OF ITEMS|NOMBRE D ?ARTICLES|APPROVED|APPROUVEE?|AUTHORI[SZ]ATION|AUTORISATION|THANK YOU|MERCI|` +
    String.raw`TOTAL (?:SAVINGS|DES ECONOMIES|DISCOUNTS?|RABAIS)|CARDHOLDER|TITULAIRE|` +
    // Price and weight notes under an item: "Regular Price $4.99", "@REG$6.99", "Tare Weight 0.01 lb", "Buy 3 Get 1".
    String.raw`REGULAR PRICE|REG PRICE|REG|WAS|PRIX REG\w*|TARE|TARE WEI\w*|BUY ?\d+ ?GET ?\d\w*|` +
    // A value-added tax the prices already include, said in words ("This receipt includes GST of $2.88", "All prices
    // include GST", read "inciudes"): never charged on top.
    String.raw`INC\w{2}DE[SD]? (?:GST|VAT|TAX)|(?:GST|VAT|TAX) INCL\w*|` +
    // The amount before a value-added tax that the prices include ("Exclusief BTW", "Excl. VAT"): never charged itself.
    String.raw`EXCL(?:USIEF|UDING|USIVE)? (?:OF )?(?:BTW|VAT|TVA|MWST))\b`,
);

// A tax registration or long reference number: "HST #133371639 RT0001", "TPS/TVH #696094746".
const REGISTRATION = /#\s?\d{6,}/;

// A card or member number the till masked ("Valued Customer   *******6464", "XXXXXXXXXXXX1234"): a card slip's or
// loyalty row, whatever words stand beside it.
const MASKED_NUMBER = /(?:\*{4}|X{6})\d{3}/;

export function hasMaskedNumber(line: string): boolean {
  return MASKED_NUMBER.test(line);
}

// The first words of a line that says what was paid, and how: its amount is the total, or a part of it.
const TENDER_FIRST_WORDS = new Set([
  "VISA", "MASTERCARD", "MASTER", "MC", "AMEX", "DISCOVER", "DEBIT", "INTERAC", "CASH", "COMPTANT", "CREDIT", "TEND",
  "TENDER", "TENDERED", "PAYMENT", "PAIEMENT", "EBT", "SNAP", "EFT", "EFTPOS", "GEGEBEN", "GIROCARD",
]);

/** A payment line ("VISA 17.96", "CASH TEND 20.00", "CREDIT CARD SALE $86.32"); change given back is not one. */
export function isTenderLabel(label: string): boolean {
  return TENDER_FIRST_WORDS.has(wordKey(label).split(" ")[0] ?? "");
}

const CHANGE_FIRST_WORDS = new Set(["CHANGE", "MONNAIE", "RENDU", "RUCKGELD", "RUECKGELD"]);

/** The change given back ("CHANGE DUE 3.62", "MONNAIE 1,25"): what was handed over less it is what was paid. */
export function isChangeLabel(label: string): boolean {
  return CHANGE_FIRST_WORDS.has(wordKey(label).split(" ")[0] ?? "");
}

// The receipt's summary of what was saved ("TOTAL COUPON SAVINGS", "TOTAL MEIJER PROMOTIONS", "SAVINGS TOTAL",
// "TOTAL DES ECONOMIES"): a total word with a savings word, wherever they stand in the label.
const SUMMARY_TOTAL = /\b(?:TOTAL|TOTAUX)\b/;
const SAVINGS_FAMILY = /\b(?:SAVINGS?|PROMOTIONS?|PROMOS?|COUPONS?|DISCOUNTS?|RABAIS|ECONOMIES?|REDUCTIONS?)\b/;

export function isSavingsSummary(label: string): boolean {
  const key = wordKey(label);
  return SUMMARY_TOTAL.test(key) && SAVINGS_FAMILY.test(key);
}

/** Payment, change, card, loyalty, till and footer lines: never items, never totals. */
export function isIgnoredLabel(label: string): boolean {
  const key = wordKey(label);
  const first = trimEndRun(key.split(" ")[0] ?? "", /#/);
  return PAYMENT_FIRST_WORDS.has(first) || IGNORED_ANYWHERE.test(key) || REGISTRATION.test(key);
}

const DISCOUNT = /\b(?:COUPONS?|CPN|E ?CPN|E ?COUPONS?|DISCOUNT|REDUCTION|RABAIS|ECONOMIES?|ESCOMPTE|PROMO|REMISE|MULTI ?BUY|MARKDOWN|PRICE ?OFF|INSTANT SAV\w*)\b/;
const SAVING = /\bSAVINGS?\b/;

// A deduction's or a note's label is a few words ("INSTANT SAVINGS", "SC SOOPER SAVINGS", "YOU SAVED"); a longer one
// that holds the word "saving" is a product's name ("LED Bulb 2 Pack, Dimmable, Energy Saving").
const SAVING_LABEL_MAX_WORDS = 4;
const isShortLabel = (key: string) => key.split(" ").filter(Boolean).length <= SAVING_LABEL_MAX_WORDS;

export function isDiscountLabel(label: string): boolean {
  const key = wordKey(label);
  return DISCOUNT.test(key) || (SAVING.test(key) && isShortLabel(key));
}

const DEPOSIT = /\b(?:DEPOSIT|DEP|CONSIGNES?|BOTTLE ?DEP\w*|CONTAINER ?DEP\w*)\b/;
const FEE = new RegExp(
  [
    String.raw`\b(?:ECO ?FEES?|ECO ?FRAIS|ECOFRAIS|ENVIRO ?FEES?|ENVIRONMENTAL|ENVIRONNEMENT\w*|EHF|RECYCLING ?FEES?)\b`,
    String.raw`\bFEES?\b`,
    String.raw`^(?:(?:PAPER|PLASTIC|REUSABLE|SHOPPING|CHECKOUT|GROCERY) )?BAGS?(?: FEES?| CHARGE)?$`,
    String.raw`^SACS?(?: (?:DE |D )?(?:PAPIER|PLASTIQUE|REUTILISABLES?|EMPLETTES|EPICERIE))?$`,
    String.raw`\bFRAIS (?:DE )?(?:SAC|RECYCLAGE|ENVIRONNEMENT\w*)\b`,
  ].join("|"),
);

/** What a priced line that is not a total is: an item, a container deposit, or an eco/bag fee. */
export function kindOfLabel(label: string): "item" | "deposit" | "fee" {
  const key = wordKey(label);
  if (DEPOSIT.test(key)) return "deposit";
  if (FEE.test(key)) return "fee";
  return "item";
}

// Department headings tills print above a group of items ("GROCERY", "26-LIQUOR", "HEALTH & BEAUTY").
const DEPARTMENT = new RegExp(
  String.raw`^(?:\d{1,3} )?(?:GROCERY|GROCERIES|PRODUCE|DELI|DAIRY|MEATS?|SEAFOOD|BAKERY|FROZEN(?: FOODS?)?|LIQUOR|BEER|WINE|` +
    String.raw`FLORAL|HOUSEHOLD|PHARMACY|GM|HBC|GENERAL MERCHANDISE|HEALTH (?:&|AND) BEAUTY|HEALTH CARE|NATURAL FOODS?|` +
    String.raw`SNACKS|BEVERAGES|DRINKS|EPICERIE|FRUITS ET LEGUMES|BOULANGERIE|VIANDES?|PRODUITS LAITIERS|SURGELES|CHARCUTERIE)$`,
);

// Single-word headings long enough that one OCR slip ("PRODJCE", "8AKERY") still names no product.
const ONE_WORD_DEPARTMENTS = ["GROCERY", "GROCERIES", "PRODUCE", "BAKERY", "SEAFOOD", "HOUSEHOLD", "PHARMACY", "BEVERAGES", "EPICERIE", "BOULANGERIE"];

export function isDepartmentHeading(label: string): boolean {
  const key = wordKey(label);
  if (DEPARTMENT.test(key)) return true;
  const word = key.replace(/^\d{1,3} /, "");
  return /^[A-Z0-9]{6,}$/.test(word) && ONE_WORD_DEPARTMENTS.some((d) => levenshtein(word.replace(/0/g, "O"), d) === 1);
}

// Notes a till prints under an item about its price. A regular (or "was") price is never charged. A savings note may
// be already taken off the item's price (a loyalty card's "SC SOOPER SAVINGS 0.50", "forU Personalized 1.92") or be
// its own deducted row: read-receipt-arithmetic.ts decides which by what the receipt adds up to.
const REGULAR_PRICE_NOTE = ["REGULARPRICE", "REGPRICE", "ORIGINALPRICE", "PRIXREGULIER", "PRIXORDINAIRE", "PRIXREG", "NORMALLY", "NORMALPRICE"];
const SAVINGS_NOTE = [
  "CARDSAVINGS", "SOOPERSAVINGS", "MEMBERSAVINGS", "CLUBSAVINGS", "CLUBCARD", "FORUPERSONALIZED", "PERSONALIZED",
  "YOUSAVED", "SAVINGS", "ECONOMIES", "VOUSECONOMISEZ",
];

const phraseSlack = (phrase: string) => (phrase.length >= 10 ? 2 : 1);

// An offer's reduction beside the price it was taken from ("Cartwheel 15% off $3.62", "$20.00 off $14"): the amount
// is the price before the offer, never charged.
const OFF_THE_PRICE = /(?:\d\s?%|\$\s?\d+(?:[.,]\d{2})?)\s?OFF$/;

export function isRegularPriceNote(label: string): boolean {
  return containsPhrase(label, REGULAR_PRICE_NOTE, phraseSlack) || OFF_THE_PRICE.test(label.trim().toUpperCase());
}

// The price the item came to once its savings were taken, printed as a note under them ("PRICE YOU PAY 2.00",
// "PRICE YOU PAY FOR 3 1.79"): never charged itself, it tells whether the savings above it were deducted rows.
const NET_PRICE_NOTE = ["PRICEYOUPAY", "YOUPAY", "YOURPRICE", "NETPRICE"];

export function isNetPriceNote(label: string): boolean {
  return containsPhrase(label, NET_PRICE_NOTE, phraseSlack);
}

// A note that is the one word "Saving" (Metro prints "Saving 1.00" under an item) is too short to look for inside
// longer labels (shaving cream), so it is matched whole, with the two slips its faint print gets ("S3ving", "Siuing").
const isSavingWord = (label: string) => letterKey(label).length >= 5 && levenshtein(letterKey(label), "SAVING") <= 2;

/** A savings note (whether already in the price or deducted); a printed discount or coupon word is not one. */
export function isSavingsNote(label: string): boolean {
  return (
    isShortLabel(wordKey(label)) &&
    !/\b(?:COUPONS?|DISCOUNT|RABAIS|ESCOMPTE|INSTANT)\b/.test(wordKey(label)) &&
    (containsPhrase(label, SAVINGS_NOTE, phraseSlack) || isSavingWord(label))
  );
}
