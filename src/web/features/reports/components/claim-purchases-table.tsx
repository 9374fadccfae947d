import { formatCents } from "#domain/money";
import { formatQuantity } from "#domain/tax/line-quantity";
import { formatLongDate } from "../../../lib/format";
import type { ClaimSummary } from "#domain/api/tax-report";

const TH = "border-b border-slate-300 px-2 py-1.5 text-left text-xs font-semibold text-slate-700";
const TD = "border-b border-slate-100 px-2 py-1.5 align-top text-xs";

/** Every purchase behind the summary, with its comparable regular product and where that price came from. */
export function ClaimPurchasesTable({ summary }: { summary: ClaimSummary }) {
  const showClaimant = summary.claimant === null;
  return (
    <section aria-labelledby="claim-purchases-heading" className="space-y-2">
      <h2 id="claim-purchases-heading" className="text-base font-semibold text-slate-900">
        Each purchase
      </h2>
      {/* Wider than a phone: focusable so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div tabIndex={0} role="region" aria-labelledby="claim-purchases-heading" className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[52rem] border-collapse print:min-w-0">
          <caption className="sr-only">Each gluten-free purchase in the claim period, with its comparable regular price</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>Date</th>
              <th scope="col" className={TH}>Product</th>
              <th scope="col" className={`${TH} text-right`}>Qty</th>
              <th scope="col" className={`${TH} text-right`}>GF price, one pack</th>
              <th scope="col" className={TH}>Comparable regular product and source</th>
              <th scope="col" className={`${TH} text-right`}>Regular price, one pack</th>
              <th scope="col" className={`${TH} text-right`}>Share</th>
              <th scope="col" className={`${TH} text-right`}>Eligible expense</th>
              {showClaimant && <th scope="col" className={TH}>For</th>}
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((l, i) => (
              <tr key={i} data-testid="claim-purchase-row">
                <td className={`${TD} whitespace-nowrap`}>{formatLongDate(l.purchaseDate)}</td>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {l.product}
                  {l.store && <span className="block font-normal text-slate-500">{l.store}</span>}
                </th>
                <td className={`${TD} text-right tabular-nums`}>{formatQuantity(l.quantity)}</td>
                <td className={`${TD} text-right tabular-nums`}>
                  {formatCents(l.gfPerPackCents)}
                  {l.quantity !== 1 && <span className="block text-slate-500">{formatCents(l.gfPriceCents)} paid</span>}
                </td>
                <td className={TD}>
                  {l.comparableProduct}
                  <span className="block text-slate-500">{l.comparableSource}</span>
                </td>
                <td className={`${TD} text-right tabular-nums`}>{formatCents(l.regularPerPackCents)}</td>
                <td className={`${TD} text-right tabular-nums`}>{l.sharePct}%</td>
                <td className={`${TD} text-right tabular-nums`}>{formatCents(l.claimableCents)}</td>
                {showClaimant && (
                  <td className={TD}>
                    {l.claimantLabel}
                    <span className="block whitespace-nowrap text-slate-500">Line {l.taxLine}</span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
