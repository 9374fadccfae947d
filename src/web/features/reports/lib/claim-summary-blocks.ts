import type { ClaimSummary } from "#domain/api/tax-report";
import { say } from "#domain/i18n/said";
import { categoryName } from "../../../lib/category-name";
import {
  claimantName,
  claimedFor,
  claimPeriodText,
  DOCUMENTS_TO_KEEP,
  explanation,
  lineOfReturn,
  shareText,
  sourcesText,
  type Words,
} from "./claim-summary-texts";
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
 * product table with its totals, the explanation, each purchase, and the documents to keep, in the reader's language.
 */
export function claimSummaryBlocks(summary: ClaimSummary, name: string | null, words: Words): SummaryBlock[] {
  const { t, format } = words;
  const showClaimant = summary.claimant === null;
  const blocks: SummaryBlock[] = [
    { kind: "title", text: t("summary.title") },
    {
      kind: "facts",
      rows: [
        [t("summary.claimant"), name ?? "_______________________________"],
        [t("summary.claimedFor"), claimedFor(summary, words)],
        [t("summary.taxYear"), String(summary.year)],
        [t("summary.claimPeriod"), claimPeriodText(summary, words)],
        [t("summary.lineOfReturn"), lineOfReturn(summary, words)],
      ],
    },
  ];
  if (summary.products.length === 0) {
    blocks.push({ kind: "paragraph", text: t("summary.noPurchases") });
  } else {
    const printedAbove = sourcesPrintedOnce(summary.products);
    const { totals } = summary;
    blocks.push(
      {
        kind: "table",
        columns: [
          left(t("summary.col.product"), 3),
          ...(showClaimant ? [left(t("summary.col.for"), 2)] : []),
          right(t("summary.col.count"), 1.2),
          right(t("summary.col.averageGf"), 1.6),
          left(t("summary.col.regularProduct"), 4),
          right(t("summary.col.averageRegular"), 1.6),
          right(t("summary.col.share"), 1),
          right(t("summary.col.incremental"), 1.5),
        ],
        rows: summary.products.map((p) => [
          withNote(p.product, categoryName(p.category, words)),
          ...(showClaimant ? [withNote(claimantName(p.claimant, words), t("summary.line", { line: p.taxLine }))] : []),
          format.number(p.count),
          format.money(p.averageGfPriceCents),
          withNote(say(p.regularProduct, words), sourcesText(p.regularSources, words)),
          format.money(p.averageRegularPriceCents),
          shareText(p.sharePct, words),
          format.money(p.incrementalCostCents),
        ]),
        footer: [
          [t("summary.total"), ...(showClaimant ? [""] : []), format.number(totals.count), "", "", "", "", format.money(totals.incrementalCostCents)],
          ...(totals.byTaxLine.length > 1
            ? totals.byTaxLine.map((line) => [
                t("summary.onLine", { line: line.taxLine }),
                ...(showClaimant ? [""] : []),
                "",
                "",
                "",
                "",
                "",
                format.money(line.claimableCents),
              ])
            : []),
        ],
      },
      { kind: "paragraph", text: explanation(summary, words) },
      { kind: "heading", text: t("summary.purchasesHeading") },
      {
        kind: "table",
        columns: [
          left(t("summary.col.date"), 1.6),
          left(t("summary.col.product"), 3),
          right(t("summary.col.qty"), 0.7),
          right(t("summary.col.gf"), 1.4),
          left(t("summary.col.regularWithSource"), 4),
          right(t("summary.col.regular"), 1.4),
          right(t("summary.col.share"), 0.8),
          right(t("summary.col.eligible"), 1.3),
          ...(showClaimant ? [left(t("summary.col.for"), 1.8)] : []),
        ],
        rows: summary.lines.map((l) => [
          format.longDate(l.purchaseDate),
          withNote(l.product, l.store),
          format.number(l.quantity),
          withNote(format.money(l.gfPerPackCents), l.quantity !== 1 ? t("summary.paid", { amount: format.money(l.gfPriceCents) }) : null),
          withNote(say(l.comparableProduct, words), printedAbove.has(l.product, l.comparableSource) ? null : say(l.comparableSource, words)),
          format.money(l.regularPerPackCents),
          shareText(l.sharePct, words),
          format.money(l.claimableCents),
          ...(showClaimant ? [withNote(claimantName(l.claimant, words), t("summary.line", { line: l.taxLine }))] : []),
        ]),
        footer: [],
      },
    );
  }
  blocks.push(
    { kind: "heading", text: t("summary.documentsHeading") },
    { kind: "list", items: DOCUMENTS_TO_KEEP.map((key) => t(key)) },
    { kind: "paragraph", text: t("summary.keepFor") },
  );
  return blocks;
}
