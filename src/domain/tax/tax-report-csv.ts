import { formatCsv } from "../csv";
import { say, type Speaker } from "../i18n/said";
import { centsToAmountText as amount } from "../money";
import { claimableByTaxLine } from "./claimable-by-tax-line";
import { claimableTotalCents } from "./claimable-cents";
import { detailOf, type ClaimLine } from "./claim-line";
import { formatQuantity } from "./line-quantity";

const HEADER = [
  "Date",
  "Store",
  "Product",
  "Category",
  "Quantity",
  "GF Price per Pack",
  "GF Price Paid",
  "Comparable Regular Product",
  "Comparable Price Source",
  "Regular Price per Pack",
  "Regular Price",
  "Difference",
  "Share %",
  "Eligible Medical Expense",
  "For",
  "Tax Line",
];

// A cell that starts with = + - @ would run as a formula in Excel or LibreOffice; receipt text is untrusted.
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const blank = (n: number) => Array<string>(n).fill("");

/**
 * The per-line report of docs/product-spec.md §7 (gluten-free-tax-report-{year}.csv): UTF-8 with a byte-order mark so
 * Excel reads accents, RFC 4180 quoting, amounts as plain numbers with two decimals. Each line says where its
 * comparable price came from. The totals row rounds the eligible expense once, from the unrounded shares, so it can
 * differ by a cent from the sum of the rounded lines; when lines go to both lines of the return, each has its own
 * total. The comparable's product and source are said by `speaker` (the server gives English, as the header is).
 */
export function buildTaxReportCsv(lines: ClaimLine[], speaker: Speaker): string {
  const rows = lines.map((line) => {
    const d = detailOf(line);
    return [
      d.purchaseDate,
      cell(d.store ?? ""),
      cell(d.product),
      cell(d.category),
      formatQuantity(d.quantity),
      amount(d.gfPerPackCents),
      amount(d.gfPriceCents),
      cell(say(d.comparableProduct, speaker)),
      cell(say(d.comparableSource, speaker)),
      amount(d.regularPerPackCents),
      amount(d.regularPriceCents),
      amount(d.differenceCents),
      String(d.sharePct),
      amount(d.claimableCents),
      d.claimantLabel,
      d.taxLine,
    ];
  });
  const sum = (pick: (l: ClaimLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const totals = [
    "Total",
    "",
    `${lines.length} items`,
    "",
    formatQuantity(sum((l) => l.quantity)),
    "",
    amount(sum((l) => l.gfPriceCents)),
    ...blank(3),
    amount(sum((l) => l.regularPriceCents)),
    amount(sum((l) => l.differenceCents)),
    "",
    amount(claimableTotalCents(lines)),
    "",
    "",
  ];
  const perTaxLine = claimableByTaxLine(lines);
  const taxLineRows =
    perTaxLine.length > 1
      ? perTaxLine.map((t) => [`Total for line ${t.taxLine}`, ...blank(12), amount(t.claimableCents), "", t.taxLine])
      : [];
  return "\uFEFF" + formatCsv([HEADER, ...rows, totals, ...taxLineRows]);
}
