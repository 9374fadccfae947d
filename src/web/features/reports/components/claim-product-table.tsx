import type { ClaimSummary } from "#domain/api/tax-report";
import { categoryName } from "../../../lib/category-name";
import { SaidText } from "../../../components/said/said-text";
import { useI18n } from "../../../lib/i18n";
import { claimantName, shareText, sourcesText } from "../lib/claim-summary-texts";

const TH = "border-b border-slate-300 px-2 py-1.5 text-left text-xs font-semibold text-slate-700";
const TD = "border-b border-slate-100 px-2 py-1.5 align-top text-sm";

/**
 * The per-product summary CRA asks claimants to keep. Each row has one share and one claimant, so its incremental
 * cost can be checked on paper from the per-pack averages, the count and the share.
 */
export function ClaimProductTable({ summary }: { summary: ClaimSummary }) {
  const words = useI18n();
  const { t, format } = words;
  const showClaimant = summary.claimant === null;
  const { totals } = summary;
  return (
    // Wider than a tablet: focusable so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). On a
    // phone each row stacks into a card (claim-summary-print.css), so nothing scrolls sideways.
    <div tabIndex={0} role="region" aria-label={t("summary.products.region")} className="overflow-x-auto print:overflow-visible">
      <table data-stacks-on-phone className="w-full border-collapse sm:min-w-[48rem] print:min-w-0">
        <caption className="sr-only">{t("summary.products.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={TH}>{t("summary.col.product")}</th>
            {showClaimant && <th scope="col" className={TH}>{t("summary.col.for")}</th>}
            <th scope="col" className={`${TH} text-right`}>{t("summary.col.count")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("summary.col.averageGf")}</th>
            <th scope="col" className={TH}>{t("summary.col.regularProduct")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("summary.col.averageRegular")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("summary.col.share")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("summary.col.incremental")}</th>
          </tr>
        </thead>
        <tbody>
          {summary.products.map((p) => (
            <tr key={`${p.product}|${p.claimant}|${p.sharePct}`} data-testid="claim-product-row">
              <th scope="row" className={`${TD} text-left font-medium`}>
                {p.product}
                <span className="block text-xs font-normal text-slate-500">{categoryName(p.category, words)}</span>
              </th>
              {showClaimant && (
                <td data-label={t("summary.col.for")} className={TD}>
                  {claimantName(p.claimant, words)}
                  <span className="block text-xs whitespace-nowrap text-slate-500">{t("summary.line", { line: p.taxLine })}</span>
                </td>
              )}
              <td data-label={t("summary.col.count")} className={`${TD} text-right tabular-nums`}>{format.number(p.count)}</td>
              <td data-label={t("summary.col.averageGf")} className={`${TD} text-right tabular-nums`}>{format.money(p.averageGfPriceCents)}</td>
              <td data-label={t("summary.col.regularProduct")} className={TD}>
                <SaidText words={p.regularProduct} />
                {p.regularSources.length === 1 && p.regularSources[0] ? (
                  <SaidText className="block text-xs text-slate-500" words={p.regularSources[0]} />
                ) : (
                  <span className="block text-xs text-slate-500">{sourcesText(p.regularSources, words)}</span>
                )}
              </td>
              <td data-label={t("summary.col.averageRegular")} className={`${TD} text-right tabular-nums`}>{format.money(p.averageRegularPriceCents)}</td>
              <td data-label={t("summary.col.share")} className={`${TD} text-right tabular-nums`}>{shareText(p.sharePct, words)}</td>
              <td data-label={t("summary.col.incremental")} className={`${TD} text-right font-semibold tabular-nums`}>{format.money(p.incrementalCostCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="px-2 py-2 text-left text-sm font-semibold">
              {t("summary.total")}
            </th>
            {showClaimant && <td aria-hidden="true" />}
            <td data-label={t("summary.col.count")} className="px-2 py-2 text-right text-sm font-semibold tabular-nums">{format.number(totals.count)}</td>
            <td colSpan={4} aria-hidden="true" />
            <td data-label={t("summary.col.incremental")} className="px-2 py-2 text-right text-base font-semibold tabular-nums" data-testid="claim-total">
              {format.money(totals.incrementalCostCents)}
            </td>
          </tr>
          {totals.byTaxLine.length > 1 &&
            totals.byTaxLine.map((line) => (
              <tr key={line.taxLine}>
                <th scope="row" colSpan={showClaimant ? 7 : 6} className="px-2 py-1 text-right text-sm font-medium text-slate-700">
                  {t("summary.onLine", { line: line.taxLine })}
                </th>
                <td className="px-2 py-1 text-right text-sm font-semibold tabular-nums" data-testid={`claim-total-${line.taxLine}`}>
                  {format.money(line.claimableCents)}
                </td>
              </tr>
            ))}
        </tfoot>
      </table>
    </div>
  );
}
