import { formatCents } from "#domain/money";
import { formatQuantity } from "#domain/tax/line-quantity";
import { formatLongDate } from "../../../lib/format";
import type { ClaimSummary } from "#domain/api/tax-report";
import { CLAIM_SUMMARY_TEXTS } from "../lib/claim-summary-texts";
import { sourcesPrintedOnce } from "../lib/sources-printed-once";

const TH = "border-b border-slate-300 px-2 py-1.5 text-left text-xs font-semibold text-slate-700";
const TD = "border-b border-slate-100 px-2 py-1.5 align-top text-xs";

/** Every purchase behind the summary, with its comparable regular product and where that price came from. */
export function ClaimPurchasesTable({ summary }: { summary: ClaimSummary }) {
  const showClaimant = summary.claimant === null;
  const printedAbove = sourcesPrintedOnce(summary.products);
  return (
    <section aria-labelledby="claim-purchases-heading" className="space-y-2">
      <h2 id="claim-purchases-heading" className="text-base font-semibold text-slate-900">
        {CLAIM_SUMMARY_TEXTS.purchasesHeading}
      </h2>
      {/* Wider than a tablet: focusable so the keyboard can scroll it (WCAG 2.1.1); on a phone the rows stack. */}
      <div tabIndex={0} role="region" aria-labelledby="claim-purchases-heading" className="overflow-x-auto print:overflow-visible">
        <table data-stacks-on-phone className="w-full border-collapse sm:min-w-[52rem] print:min-w-0">
          <caption className="sr-only">Each gluten-free purchase in the claim period, with its comparable regular price</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>Date</th>
              <th scope="col" className={TH}>Product</th>
              <th scope="col" className={`${TH} text-right`}>Qty</th>
              <th scope="col" className={`${TH} text-right`}>GF price, one pack</th>
              <th scope="col" className={TH}>Comparable regular product (source, where not given above)</th>
              <th scope="col" className={`${TH} text-right`}>Regular price, one pack</th>
              <th scope="col" className={`${TH} text-right`}>Share</th>
              <th scope="col" className={`${TH} text-right`}>Eligible expense</th>
              {showClaimant && <th scope="col" className={TH}>For</th>}
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((l, i) => (
              <tr key={i} data-testid="claim-purchase-row">
                <td data-label="Date" className={`${TD} whitespace-nowrap`}>{formatLongDate(l.purchaseDate)}</td>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {l.product}
                  {l.store && <span className="block font-normal text-slate-500">{l.store}</span>}
                </th>
                <td data-label="Qty" className={`${TD} text-right tabular-nums`}>{formatQuantity(l.quantity)}</td>
                <td data-label="GF price, one pack" className={`${TD} text-right tabular-nums`}>
                  {formatCents(l.gfPerPackCents)}
                  {l.quantity !== 1 && <span className="block text-slate-500">{formatCents(l.gfPriceCents)} paid</span>}
                </td>
                <td data-label="Comparable regular product" className={TD}>
                  {l.comparableProduct}
                  {!printedAbove.has(l.product, l.comparableSource) && <span className="block text-slate-500">{l.comparableSource}</span>}
                </td>
                <td data-label="Regular price, one pack" className={`${TD} text-right tabular-nums`}>{formatCents(l.regularPerPackCents)}</td>
                <td data-label="Share" className={`${TD} text-right tabular-nums`}>{l.sharePct}%</td>
                <td data-label="Eligible expense" className={`${TD} text-right tabular-nums`}>{formatCents(l.claimableCents)}</td>
                {showClaimant && (
                  <td data-label="For" className={TD}>
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
