import type { ClaimSummary } from "#domain/api/tax-report";
import { useI18n } from "../../../lib/i18n";
import { claimedFor, claimPeriodText, explanation, lineOfReturn } from "../lib/claim-summary-texts";
import { ClaimProductTable } from "./claim-product-table";
import { ClaimPurchasesTable } from "./claim-purchases-table";
import { DocumentsToKeep } from "./documents-to-keep";

/** The per-product summary CRA asks claimants to keep, laid out to print on plain paper. */
export function ClaimSummaryDocument({ summary, claimantName }: { summary: ClaimSummary; claimantName: string | null }) {
  const words = useI18n();
  const { t } = words;
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">{t("summary.title")}</h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">{t("summary.claimant")}</dt>
          {/* Without a name, a line to write it on: the paper is still whose it is. */}
          <dd data-testid="claimant-name" className="font-medium text-slate-900">
            {claimantName ?? (
              <span className="inline-block w-56 max-w-full border-b border-slate-400">
                <span className="sr-only">{t("summary.notGiven")}</span>&nbsp;
              </span>
            )}
          </dd>
          <dt className="font-medium text-slate-600">{t("summary.claimedFor")}</dt>
          <dd>{claimedFor(summary, words)}</dd>
          <dt className="font-medium text-slate-600">{t("summary.taxYear")}</dt>
          <dd>{summary.year}</dd>
          <dt className="font-medium text-slate-600">{t("summary.claimPeriod")}</dt>
          <dd>{claimPeriodText(summary, words)}</dd>
          <dt className="font-medium text-slate-600">{t("summary.lineOfReturn")}</dt>
          <dd data-testid="tax-line">{lineOfReturn(summary, words)}</dd>
        </dl>
      </header>

      {summary.products.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{t("summary.noPurchases")}</p>
      ) : (
        <>
          <ClaimProductTable summary={summary} />
          <p className="text-sm text-slate-700">{explanation(summary, words)}</p>
          <ClaimPurchasesTable summary={summary} />
        </>
      )}

      <DocumentsToKeep className="rounded-xl border border-slate-200 p-4" />
    </article>
  );
}
