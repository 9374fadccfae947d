import { formatCents } from "#domain/money";
import type { ClaimSummary } from "#domain/api/tax-report";

const TH = "border-b border-slate-300 px-2 py-1.5 text-left text-xs font-semibold text-slate-700";
const TD = "border-b border-slate-100 px-2 py-1.5 align-top text-sm";

/**
 * The per-product summary CRA asks claimants to keep. Each row has one share and one claimant, so its incremental
 * cost can be checked on paper from the per-pack averages, the count and the share.
 */
export function ClaimProductTable({ summary }: { summary: ClaimSummary }) {
  const showClaimant = summary.claimant === null;
  const { totals } = summary;
  return (
    // Wider than a tablet: focusable so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). On a
    // phone each row stacks into a card (claim-summary-print.css), so nothing scrolls sideways.
    <div tabIndex={0} role="region" aria-label="Products in the claim" className="overflow-x-auto print:overflow-visible">
      <table data-stacks-on-phone className="w-full border-collapse sm:min-w-[48rem] print:min-w-0">
        <caption className="sr-only">Gluten-free products bought in the claim period</caption>
        <thead>
          <tr>
            <th scope="col" className={TH}>Product</th>
            {showClaimant && <th scope="col" className={TH}>For</th>}
            <th scope="col" className={`${TH} text-right`}>Count bought</th>
            <th scope="col" className={`${TH} text-right`}>Average GF price, one pack</th>
            <th scope="col" className={TH}>Comparable regular product</th>
            <th scope="col" className={`${TH} text-right`}>Average regular price, one pack</th>
            <th scope="col" className={`${TH} text-right`}>Share</th>
            <th scope="col" className={`${TH} text-right`}>Incremental cost</th>
          </tr>
        </thead>
        <tbody>
          {summary.products.map((p) => (
            <tr key={`${p.product}|${p.claimant}|${p.sharePct}`} data-testid="claim-product-row">
              <th scope="row" className={`${TD} text-left font-medium`}>
                {p.product}
                <span className="block text-xs font-normal text-slate-500">{p.category}</span>
              </th>
              {showClaimant && (
                <td data-label="For" className={TD}>
                  {p.claimantLabel}
                  <span className="block text-xs whitespace-nowrap text-slate-500">Line {p.taxLine}</span>
                </td>
              )}
              <td data-label="Count bought" className={`${TD} text-right tabular-nums`}>{p.count}</td>
              <td data-label="Average GF price, one pack" className={`${TD} text-right tabular-nums`}>{formatCents(p.averageGfPriceCents)}</td>
              <td data-label="Comparable regular product" className={TD}>
                {p.regularProduct}
                <span className="block text-xs text-slate-500">
                  {p.regularSources.length === 1 ? p.regularSources[0] : `${p.regularSources.length} sources: see each purchase below`}
                </span>
              </td>
              <td data-label="Average regular price, one pack" className={`${TD} text-right tabular-nums`}>{formatCents(p.averageRegularPriceCents)}</td>
              <td data-label="Share" className={`${TD} text-right tabular-nums`}>{p.sharePct}%</td>
              <td data-label="Incremental cost" className={`${TD} text-right font-semibold tabular-nums`}>{formatCents(p.incrementalCostCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="px-2 py-2 text-left text-sm font-semibold">
              Total
            </th>
            {showClaimant && <td aria-hidden="true" />}
            <td data-label="Count bought" className="px-2 py-2 text-right text-sm font-semibold tabular-nums">{totals.count}</td>
            <td colSpan={4} aria-hidden="true" />
            <td data-label="Incremental cost" className="px-2 py-2 text-right text-base font-semibold tabular-nums" data-testid="claim-total">
              {formatCents(totals.incrementalCostCents)}
            </td>
          </tr>
          {totals.byTaxLine.length > 1 &&
            totals.byTaxLine.map((t) => (
              <tr key={t.taxLine}>
                <th scope="row" colSpan={showClaimant ? 7 : 6} className="px-2 py-1 text-right text-sm font-medium text-slate-700">
                  On line {t.taxLine}
                </th>
                <td className="px-2 py-1 text-right text-sm font-semibold tabular-nums" data-testid={`claim-total-${t.taxLine}`}>
                  {formatCents(t.claimableCents)}
                </td>
              </tr>
            ))}
        </tfoot>
      </table>
    </div>
  );
}
