/** The purchase date printed on a receipt, as ISO yyyy-mm-dd. */
import { stripAccents } from "./normalise-text";

export interface DateCues {
  /** ISO "today": two-digit years resolve against it and later dates are refused. */
  referenceDate: string;
  /** Quebec or a French receipt: an ambiguous 03/04 is the 3rd of April, else March 4th. */
  dayFirst: boolean;
}

// Month names as one family across the languages receipts and invoices come in (English, French, Dutch, German,
// Spanish, Italian), accents stripped; short forms only where they cannot be read as a common word on a till roll.
const MONTH_NAMES: string[][] = [
  ["JAN", "JANV", "JANVIER", "JANUARY", "JANUARI", "JANUAR", "ENERO", "GENNAIO"],
  ["FEB", "FEV", "FEVR", "FEVRIER", "FEBRUARY", "FEBRUARI", "FEBRUAR", "FEBRERO", "FEBBRAIO"],
  ["MAR", "MARS", "MARCH", "MAART", "MRT", "MARZ", "MRZ", "MARZO"],
  ["APR", "AVR", "AVRIL", "APRIL", "ABRIL", "APRILE"],
  ["MAY", "MAI", "MEI", "MAYO", "MAGGIO"],
  ["JUN", "JUIN", "JUNE", "JUNI", "JUNIO", "GIUGNO"],
  ["JUL", "JUIL", "JUILLET", "JULY", "JULI", "JULIO", "LUGLIO"],
  ["AUG", "AOU", "AOUT", "AUGUST", "AUGUSTUS", "AGOSTO"],
  ["SEP", "SEPT", "SEPTEMBRE", "SEPTEMBER", "SEPTIEMBRE", "SETIEMBRE", "SETTEMBRE"],
  ["OCT", "OCTOBRE", "OCTOBER", "OKT", "OKTOBER", "OCTUBRE", "OTTOBRE"],
  ["NOV", "NOVEMBRE", "NOVEMBER", "NOVIEMBRE"],
  ["DEC", "DECEMBRE", "DECEMBER", "DEZ", "DEZEMBER", "DICIEMBRE", "DICEMBRE"],
];
const MONTHS: Record<string, number> = Object.fromEntries(MONTH_NAMES.flatMap((names, i) => names.map((name) => [name, i + 1])));
const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|")})\\.?`;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

const iso = ({ y, m, d }: Ymd) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

function isRealDate({ y, m, d }: Ymd): boolean {
  if (y < 1990 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

function fullYear(year: string, referenceYear: number): number {
  // A digit the OCR added ("26025"): the one year within twenty of the reference that dropping a digit gives.
  if (year.length === 5) {
    const years = new Set([...year].map((_, i) => Number(year.slice(0, i) + year.slice(i + 1))));
    const plausible = [...years].filter((y) => y <= referenceYear && y > referenceYear - 20);
    return plausible.length === 1 ? plausible[0]! : 0;
  }
  if (year.length === 4) return Number(year);
  const y = 2000 + Number(year);
  return y > referenceYear ? y - 100 : y;
}

/**
 * The OCR reads a 0 as 6 or 8 ("2025-67-30", "2825"): an impossible month or day starting with one is tried with a
 * 0, and so is a year's second digit that puts it centuries away.
 */
function misreadZero(date: Ymd): Ymd[] {
  const fix = (n: number, max: number) => (n > max && n < 100 && [6, 8].includes(Math.floor(n / 10)) ? n % 10 : n);
  const y = date.y >= 2600 && date.y < 2900 && [6, 8].includes(Math.floor(date.y / 100) % 10) ? 2000 + (date.y % 100) : date.y;
  const repaired = { y, m: fix(date.m, 12), d: fix(date.d, 31) };
  return repaired.y !== date.y || repaired.m !== date.m || repaired.d !== date.d ? [repaired] : [];
}

/** Readings of one printed date, most likely first; only the real, not-future ones survive. */
function readings(text: string, cues: DateCues): Ymd[][] {
  const referenceYear = Number(cues.referenceDate.slice(0, 4));
  const year = (s: string) => fullYear(s, referenceYear);
  const found: Ymd[][] = [];
  const scan = (pattern: RegExp, read: (m: RegExpExecArray) => Ymd[]) => {
    for (const m of text.matchAll(pattern)) found.push(read(m as RegExpExecArray));
  };
  // 2025/03/14, 2025-03-14, 2025.03.14
  // The OCR may read a space beside a separator ("2025 /03/14", "03/ 14/25"): one is allowed on each side.
  scan(/(?<!\d)(\d{4,5}) ?[-/.] ?(\d{1,2}) ?[-/.] ?(\d{1,2})(?!\d)/g, (m) => [{ y: year(m[1]!), m: +m[2]!, d: +m[3]! }]);
  // 14/03/2025 or 03/14/2025; 03/14/25, 14/03/25 or 25/03/14
  // A four-digit year may run into the time the till printed after it ("03/23/202005:02PM"), and so may a two-digit
  // one ("12/05/2314:22" is 12/05/23 at 14:22).
  // Dotted (14.03.2025) is how day-first countries print a date; North American tills use slashes or dashes. A date's
  // two separators are the same: "2/3.00" is a two-for price ("1 @ 2/3.00"), not the 3rd of February 2000.
  scan(/(?<![\d/.-])(\d{1,2}) ?([-/.]) ?(\d{1,2}) ?\2 ?(\d{4}(?=\d{1,2}:\d{2})|\d{2}(?=\d{2}:\d{2})|(?:\d{4,5}|\d{2})(?![\d/.-]))/g, (m) => {
    const [a, b, c] = [+m[1]!, +m[3]!, m[4]!];
    const dmy = { y: year(c), m: b, d: a };
    const mdy = { y: year(c), m: a, d: b };
    const ordered = cues.dayFirst || m[2] === "." ? [dmy, mdy] : [mdy, dmy];
    return c.length === 2 ? [...ordered, { y: fullYear(m[1]!.padStart(2, "0"), referenceYear), m: b, d: +c }] : ordered;
  });
  // A thin slash the OCR read as a 7, a 1 or a bar between the day and a four-digit year ("04/1572019 18:55" is
  // 04/15/2019): read only when the year stands right after it and nothing else on the line read as a date.
  if (found.every((options) => options.length === 0)) {
    scan(/(?<![\d/.-])(\d{1,2})\/(\d{1,2})[71LI|]((?:19|20)\d{2})(?![\d/.-])/g, (m) => {
      const [a, b, y] = [+m[1]!, +m[2]!, year(m[3]!)];
      return cues.dayFirst ? [{ y, m: b, d: a }, { y, m: a, d: b }] : [{ y, m: a, d: b }, { y, m: b, d: a }];
    });
  }
  // MAR 14 2025, MAR 14, 2025, MARS 14 25
  scan(new RegExp(`\\b${MONTH}\\s*(\\d{1,2})(?:ST|ND|RD|TH)?,?\\s+(\\d{4,5}|\\d{2})(?!\\d)`, "g"), (m) => [
    { y: year(m[3]!), m: MONTHS[m[1]!]!, d: +m[2]! },
  ]);
  // 14 MARS 2025, 14-MAR-2025, 14 MAR 25
  scan(new RegExp(`(?<!\\d)(\\d{1,2})[\\s./-]*${MONTH}[\\s./-]*(\\d{4,5}|\\d{2})(?!\\d)`, "g"), (m) => [
    { y: year(m[3]!), m: MONTHS[m[2]!]!, d: +m[1]! },
  ]);
  return found.map((options) => {
    const real = [...options, ...options.flatMap(misreadZero)].filter((o) => isRealDate(o) && iso(o) <= cues.referenceDate);
    // A receipt is claimed soon after it is printed, so of the readings a two-digit year leaves open the latest year
    // wins: "26/02/11" is 2026-02-11 (YY/MM/DD), not 26 February 2011, and "20/03/10" is 2020-03-10, not 2010.
    // Within one year the cue's order stands (03/04 as March 4th or the 3rd of April).
    return real.sort((a, b) => b.y - a.y);
  });
}

/**
 * Return-by, expiry and offer dates are printed on receipts too, and an age check's date of birth: what follows such a
 * word is not the purchase's date, but a date before it on the same row is ("03/06/2016 05:25 PM EXPIRES 06/04/16").
 */
const NOT_THE_PURCHASE = /\b(?:RETURNS?|EXPIR\w*|EXP|VALID|BEFORE|UNTIL|BY|OFFER|EXPIRE|JUSQU\w*|AVANT|BIRTH|DOB|NAISSANCE|GEBURT\w*)\b/;

// An order's own date ("Order date", "Orderdatum", "Date de commande", "Ordered on") is when it was bought; an
// invoice may be dated days later.
const ORDER_DATE = /\b(?:ORDER ?DATE|ORDERDATUM|BESTELDATUM|BESTELLDATUM|DATE DE (?:LA )?COMMANDE|ORDERED ON|ORDER PLACED|FECHA DEL PEDIDO)\b/;

const DAY_MONTH_YEAR = /(?<![\d/.-])(\d{1,2})[-/.](\d{1,2})[-/.]\d{4}(?![\d/.-])/g;

/**
 * The order a receipt prints its dates in, when one of them shows it: a due date "22-9-2022" can only be day first,
 * so "8-9-2022" beside it is the 8th of September. Null when none shows it, or they disagree (an OCR misreading).
 */
function printedDayFirst(lines: readonly string[]): boolean | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const line of lines) {
    for (const [, a, b] of line.matchAll(DAY_MONTH_YEAR)) {
      if (+a! > 12 && +a! <= 31 && +b! >= 1 && +b! <= 12) dayFirst = true;
      if (+b! > 12 && +b! <= 31 && +a! >= 1 && +a! <= 12) monthFirst = true;
    }
  }
  return dayFirst === monthFirst ? null : dayFirst;
}

/** The first date on a line that names the order's date, else on a line that says DATE, else the first date anywhere; null when there is none. */
export function findPurchaseDate(lines: readonly string[], receiptCues: DateCues): string | null {
  const cues = { ...receiptCues, dayFirst: printedDayFirst(lines) ?? receiptCues.dayFirst };
  const dated = lines
    .map((raw) => stripAccents(raw).toUpperCase().replace(/(?<=\d)[Oo](?=\d)|(?<=\d)[Oo]|[Oo](?=\d)/g, "0"))
    .map((upper) => upper.slice(0, NOT_THE_PURCHASE.exec(upper)?.index ?? upper.length))
    .map((text) => ({ text, found: readings(text, cues).filter((options) => options.length > 0) }));
  // A date the receipt prints that can be read one way only ("2020/03/12" on the card slip, "MAR 12 2020") settles
  // the order of the same day printed ambiguously elsewhere ("12/03/20" in the header is then the 12th of March).
  const sure = new Set(dated.flatMap(({ found }) => found.filter((options) => options.length === 1).map((options) => iso(options[0]!))));
  let labelled: string | null = null;
  let fallback: string | null = null;
  for (const { text, found } of dated) {
    const options = found[0];
    const first = options?.find((o) => sure.has(iso(o))) ?? options?.[0];
    if (!first) continue;
    if (ORDER_DATE.test(text)) return iso(first);
    if (/\bDATE\b/.test(text)) labelled ??= iso(first);
    fallback ??= iso(first);
  }
  return labelled ?? fallback;
}
