import { CLAIMANT_LABELS, taxLineFor } from "#domain/tax/claimant";
import { formatLongDate } from "../../../lib/format";
import type { ClaimSummary } from "#domain/api/tax-report";
import { ClaimProductTable } from "./claim-product-table";
import { ClaimPurchasesTable } from "./claim-purchases-table";
import { DocumentsToKeep } from "./documents-to-keep";
import { CLAIM_SUMMARY_TEXTS as T } from "../lib/claim-summary-texts";

/** The per-product summary CRA asks claimants to keep, laid out to print on plain paper. */
export function ClaimSummaryDocument({ summary, claimantName }: { summary: ClaimSummary; claimantName: string | null }) {
  const line = summary.claimant ? taxLineFor(summary.claimant) : null;
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">{T.title}</h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">{T.claimant}</dt>
          {/* Without a name, a line to write it on: the paper is still whose it is. */}
          <dd data-testid="claimant-name" className="font-medium text-slate-900">
            {claimantName ?? (
              <span className="inline-block w-56 max-w-full border-b border-slate-400">
                <span className="sr-only">Not given</span>&nbsp;
              </span>
            )}
          </dd>
          <dt className="font-medium text-slate-600">{T.claimedFor}</dt>
          <dd>{summary.claimant ? CLAIMANT_LABELS[summary.claimant] : T.everyone}</dd>
          <dt className="font-medium text-slate-600">{T.taxYear}</dt>
          <dd>{summary.year}</dd>
          <dt className="font-medium text-slate-600">{T.claimPeriod}</dt>
          <dd>
            {formatLongDate(summary.period.start)} to {formatLongDate(summary.period.end)}
          </dd>
          <dt className="font-medium text-slate-600">{T.lineOfReturn}</dt>
          <dd data-testid="tax-line">{line ? `Line ${line}` : T.bothLines}</dd>
        </dl>
      </header>

      {summary.products.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{T.noPurchases}</p>
      ) : (
        <>
          <ClaimProductTable summary={summary} />
          <p className="text-sm text-slate-700">{T.explanation(line)}</p>
          <ClaimPurchasesTable summary={summary} />
        </>
      )}

      <DocumentsToKeep className="rounded-xl border border-slate-200 p-4" />
    </article>
  );
}
