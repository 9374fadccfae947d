import type { ClaimSummary } from "#domain/api/tax-report";
import { formatCents } from "#domain/money";
import { CLAIMANT_LABELS, taxLineFor } from "#domain/tax/claimant";
import { formatQuantity } from "#domain/tax/line-quantity";
import { formatLongDate } from "../../../lib/format";
import { CLAIM_SUMMARY_TEXTS as T } from "./claim-summary-texts";
import { sourcesPrintedOnce } from "./sources-printed-once";

/** A column of a table as the PDF draws it: its heading, its share of the width, and which side its text keeps to. */
export interface BlockColumn {
  heading: string;
  weight: number;
  align: "left" | "right";
}

/** What the claim summary says, in the order the printed page says it, as text a PDF can lay out. */
export type SummaryBlock =
  | { kind: "title"; text: string }
  | { kind: "facts"; rows: [label: string, value: string][] }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "table"; columns: BlockColumn[]; rows: string[][]; footer: string[][] }
  | { kind: "list"; items: string[] };

const left = (heading: string, weight: number): BlockColumn => ({ heading, weight, align: "left" });
const right = (heading: string, weight: number): BlockColumn => ({ heading, weight, align: "right" });

/** Two lines in one cell: the value, and a smaller note under it in the printed page. */
const withNote = (value: string, note: string | null | undefined) => (note ? `${value}\n${note}` : value);

/**
 * The printed claim summary (components/claim-summary-document.tsx and its tables) as blocks: the same facts, the
 * product table with its totals, the explanation, each purchase, and the documents to keep.
 */
export function claimSummaryBlocks(summary: ClaimSummary, claimantName: string | null): SummaryBlock[] {
  const line = summary.claimant ? taxLineFor(summary.claimant) : null;
  const showClaimant = summary.claimant === null;
  const blocks: SummaryBlock[] = [
    { kind: "title", text: T.title },
    {
      kind: "facts",
      rows: [
        [T.claimant, claimantName ?? "_______________________________"],
        [T.claimedFor, summary.claimant ? CLAIMANT_LABELS[summary.claimant] : T.everyone],
        [T.taxYear, String(summary.year)],
        [T.claimPeriod, `${formatLongDate(summary.period.start)} to ${formatLongDate(summary.period.end)}`],
        [T.lineOfReturn, line ? `Line ${line}` : T.bothLines],
      ],
    },
  ];
  if (summary.products.length === 0) {
    blocks.push({ kind: "paragraph", text: T.noPurchases });
  } else {
    const printedAbove = sourcesPrintedOnce(summary.products);
    const { totals } = summary;
    blocks.push(
      {
        kind: "table",
        columns: [
          left("Product", 3),
          ...(showClaimant ? [left("For", 2)] : []),
          right("Count bought", 1.2),
          right("Average GF price, one pack", 1.6),
          left("Comparable regular product", 4),
          right("Average regular price, one pack", 1.6),
          right("Share", 1),
          right("Incremental cost", 1.5),
        ],
        rows: summary.products.map((p) => [
          withNote(p.product, p.category),
          ...(showClaimant ? [withNote(p.claimantLabel, `Line ${p.taxLine}`)] : []),
          String(p.count),
          formatCents(p.averageGfPriceCents),
          withNote(
            p.regularProduct,
            p.regularSources.length === 1 ? p.regularSources[0] : `${p.regularSources.length} sources: see each purchase below`,
          ),
          formatCents(p.averageRegularPriceCents),
          `${p.sharePct}%`,
          formatCents(p.incrementalCostCents),
        ]),
        footer: [
          ["Total", ...(showClaimant ? [""] : []), String(totals.count), "", "", "", "", formatCents(totals.incrementalCostCents)],
          ...(totals.byTaxLine.length > 1
            ? totals.byTaxLine.map((t) => [
                `On line ${t.taxLine}`,
                ...(showClaimant ? [""] : []),
                "",
                "",
                "",
                "",
                "",
                formatCents(t.claimableCents),
              ])
            : []),
        ],
      },
      { kind: "paragraph", text: T.explanation(line) },
      { kind: "heading", text: T.purchasesHeading },
      {
        kind: "table",
        columns: [
          left("Date", 1.6),
          left("Product", 3),
          right("Qty", 0.7),
          right("GF price, one pack", 1.4),
          left("Comparable regular product (source, where not given above)", 4),
          right("Regular price, one pack", 1.4),
          right("Share", 0.8),
          right("Eligible expense", 1.3),
          ...(showClaimant ? [left("For", 1.8)] : []),
        ],
        rows: summary.lines.map((l) => [
          formatLongDate(l.purchaseDate),
          withNote(l.product, l.store),
          formatQuantity(l.quantity),
          withNote(formatCents(l.gfPerPackCents), l.quantity !== 1 ? `${formatCents(l.gfPriceCents)} paid` : null),
          withNote(l.comparableProduct, printedAbove.has(l.product, l.comparableSource) ? null : l.comparableSource),
          formatCents(l.regularPerPackCents),
          `${l.sharePct}%`,
          formatCents(l.claimableCents),
          ...(showClaimant ? [withNote(l.claimantLabel, `Line ${l.taxLine}`)] : []),
        ]),
        footer: [],
      },
    );
  }
  blocks.push(
    { kind: "heading", text: T.documentsHeading },
    { kind: "list", items: [...T.documents] },
    { kind: "paragraph", text: T.keepFor },
  );
  return blocks;
}
