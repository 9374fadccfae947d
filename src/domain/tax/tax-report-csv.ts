import { formatCsv } from "../csv";
import { claimableCents } from "./claimable-cents";
import { CLAIMANT_LABELS, taxLineFor, type Claimant } from "./claimant";

export interface CsvLine {
  purchaseDate: string;
  store: string | null;
  productName: string;
  category: string;
  quantity: number;
  gfPriceCents: number;
  regularPriceCents: number;
  regularProductName: string | null;
  differenceCents: number;
  sharePct: number;
  claimant: Claimant;
}

const HEADER = [
  "Date",
  "Store",
  "Product",
  "Category",
  "Quantity",
  "GF Price",
  "Comparable Regular Product",
  "Regular Price",
  "Difference",
  "Share %",
  "Claimable",
  "For",
  "Tax Line",
];

const amount = (cents: number) => (cents / 100).toFixed(2);

// A cell that starts with = + - @ would run as a formula in Excel or LibreOffice; receipt text is untrusted.
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The per-line report of SPEC.md §7 (gluten-free-tax-report-{year}.csv): UTF-8 with a byte-order mark so Excel
 * reads accents, RFC 4180 quoting, amounts as plain numbers with two decimals, and a totals row.
 */
export function buildTaxReportCsv(lines: CsvLine[]): string {
  let gf = 0;
  let regular = 0;
  let difference = 0;
  let claimable = 0;
  const rows = lines.map((l) => {
    const lineClaimable = claimableCents(l.differenceCents, l.sharePct);
    gf += l.gfPriceCents;
    regular += l.regularPriceCents;
    difference += l.differenceCents;
    claimable += lineClaimable;
    return [
      l.purchaseDate,
      cell(l.store ?? ""),
      cell(l.productName),
      cell(l.category),
      String(l.quantity),
      amount(l.gfPriceCents),
      cell(l.regularProductName ?? "Default comparison price (estimated)"),
      amount(l.regularPriceCents),
      amount(l.differenceCents),
      String(l.sharePct),
      amount(lineClaimable),
      CLAIMANT_LABELS[l.claimant],
      taxLineFor(l.claimant),
    ];
  });
  const totals = ["Total", "", `${lines.length} items`, "", "", amount(gf), "", amount(regular), amount(difference), "", amount(claimable), "", ""];
  return "\uFEFF" + formatCsv([HEADER, ...rows, totals]);
}
