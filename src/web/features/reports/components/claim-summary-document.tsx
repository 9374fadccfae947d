import { CLAIMANT_LABELS, taxLineFor } from "../../../../domain/tax/claimant";
import { formatCents } from "../../../../domain/money";
import type { ClaimSummary } from "../api/report-types";
import { formatLongDate } from "../lib/format";
import { DocumentsToKeep } from "./documents-to-keep";

const TH = "border-b border-slate-300 px-2 py-1.5 text-left text-xs font-semibold text-slate-700";
const TD = "border-b border-slate-100 px-2 py-1.5 text-sm";

/** The per-product summary CRA asks claimants to keep, laid out to print on plain paper. */
export function ClaimSummaryDocument({ summary }: { summary: ClaimSummary }) {
  const line = summary.claimant ? taxLineFor(summary.claimant) : null;
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">Gluten-free incremental cost: claim summary</h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Claimed for</dt>
          <dd>{summary.claimant ? CLAIMANT_LABELS[summary.claimant] : "Everyone (all lines)"}</dd>
          <dt className="font-medium text-slate-600">Tax year</dt>
          <dd>{summary.year}</dd>
          <dt className="font-medium text-slate-600">Claim period</dt>
          <dd>
            {formatLongDate(summary.period.start)} to {formatLongDate(summary.period.end)}
          </dd>
          <dt className="font-medium text-slate-600">Line of the return</dt>
          <dd data-testid="tax-line">
            {line
              ? `Line ${line}`
              : "Line 33099 for you, your spouse or partner and children under 18; line 33199 for other dependants. Choose a claimant to print one summary per line."}
          </dd>
        </dl>
      </header>

      {summary.products.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">No gluten-free purchases recorded for this period.</p>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full min-w-[40rem] border-collapse print:min-w-0">
            <caption className="sr-only">Gluten-free products bought in the claim period</caption>
            <thead>
              <tr>
                <th scope="col" className={TH}>Product</th>
                <th scope="col" className={`${TH} text-right`}>Count bought</th>
                <th scope="col" className={`${TH} text-right`}>Average GF price</th>
                <th scope="col" className={TH}>Comparable regular product</th>
                <th scope="col" className={`${TH} text-right`}>Regular price</th>
                <th scope="col" className={`${TH} text-right`}>Incremental cost</th>
              </tr>
            </thead>
            <tbody>
              {summary.products.map((p) => (
                <tr key={p.product}>
                  <th scope="row" className={`${TD} text-left font-medium`}>
                    {p.product}
                    <span className="block text-xs font-normal text-slate-500">{p.category}</span>
                  </th>
                  <td className={`${TD} text-right tabular-nums`}>{p.count}</td>
                  <td className={`${TD} text-right tabular-nums`}>{formatCents(p.averageGfPriceCents)}</td>
                  <td className={TD}>{p.regularProduct ?? "Default comparison price (estimated)"}</td>
                  <td className={`${TD} text-right tabular-nums`}>{formatCents(p.averageRegularPriceCents)}</td>
                  <td className={`${TD} text-right font-semibold tabular-nums`}>{formatCents(p.incrementalCostCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="px-2 py-2 text-left text-sm font-semibold">
                  Total
                </th>
                <td className="px-2 py-2 text-right text-sm font-semibold tabular-nums">{summary.totals.count}</td>
                <td colSpan={3} />
                <td className="px-2 py-2 text-right text-base font-semibold tabular-nums" data-testid="claim-total">
                  {formatCents(summary.totals.incrementalCostCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}

      <p className="text-sm text-slate-700">
        Incremental cost = (average gluten-free price − comparable regular price) × count, never negative, counting only
        the share eaten by the person with celiac disease. Enter the total with your other medical expenses
        {line ? ` on line ${line}` : ""}.
      </p>

      <DocumentsToKeep className="rounded-xl border border-slate-200 p-4" />
    </article>
  );
}
