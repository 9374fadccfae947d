import type { ClaimSummary } from "#domain/api/tax-report";
import { SaidText } from "../../../components/said/said-text";
import { useI18n } from "../../../lib/i18n";
import { claimantName, shareText } from "../lib/claim-summary-texts";
import { sourcesPrintedOnce } from "../lib/sources-printed-once";

const TH = "border-b border-slate-300 px-2 py-1.5 text-left text-xs font-semibold text-slate-700";
const TD = "border-b border-slate-100 px-2 py-1.5 align-top text-xs";

/** Every purchase behind the summary, with its comparable regular product and where that price came from. */
export function ClaimPurchasesTable({ summary }: { summary: ClaimSummary }) {
  const words = useI18n();
  const { t, format } = words;
  const showClaimant = summary.claimant === null;
  const printedAbove = sourcesPrintedOnce(summary.products);
  return (
    <section aria-labelledby="claim-purchases-heading" className="space-y-2">
      <h2 id="claim-purchases-heading" className="text-base font-semibold text-slate-900">
        {t("summary.purchasesHeading")}
      </h2>
      {/* Wider than a tablet: focusable so the keyboard can scroll it (WCAG 2.1.1); on a phone the rows stack. */}
      <div tabIndex={0} role="region" aria-labelledby="claim-purchases-heading" className="overflow-x-auto print:overflow-visible">
        <table data-stacks-on-phone className="w-full border-collapse sm:min-w-[52rem] print:min-w-0">
          <caption className="sr-only">{t("summary.purchases.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>{t("summary.col.date")}</th>
              <th scope="col" className={TH}>{t("summary.col.product")}</th>
              <th scope="col" className={`${TH} text-right`}>{t("summary.col.qty")}</th>
              <th scope="col" className={`${TH} text-right`}>{t("summary.col.gf")}</th>
              <th scope="col" className={TH}>{t("summary.col.regularWithSource")}</th>
              <th scope="col" className={`${TH} text-right`}>{t("summary.col.regular")}</th>
              <th scope="col" className={`${TH} text-right`}>{t("summary.col.share")}</th>
              <th scope="col" className={`${TH} text-right`}>{t("summary.col.eligible")}</th>
              {showClaimant && <th scope="col" className={TH}>{t("summary.col.for")}</th>}
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((l, i) => (
              <tr key={i} data-testid="claim-purchase-row">
                <td data-label={t("summary.col.date")} className={`${TD} whitespace-nowrap`}>{format.longDate(l.purchaseDate)}</td>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {l.product}
                  {l.store && <span className="block font-normal text-slate-500">{l.store}</span>}
                </th>
                <td data-label={t("summary.col.qty")} className={`${TD} text-right tabular-nums`}>{format.number(l.quantity)}</td>
                <td data-label={t("summary.col.gf")} className={`${TD} text-right tabular-nums`}>
                  {format.money(l.gfPerPackCents)}
                  {l.quantity !== 1 && <span className="block text-slate-500">{t("summary.paid", { amount: format.money(l.gfPriceCents) })}</span>}
                </td>
                <td data-label={t("summary.col.regularProduct")} className={TD}>
                  <SaidText words={l.comparableProduct} />
                  {!printedAbove.has(l.product, l.comparableSource) && <SaidText className="block text-slate-500" words={l.comparableSource} />}
                </td>
                <td data-label={t("summary.col.regular")} className={`${TD} text-right tabular-nums`}>{format.money(l.regularPerPackCents)}</td>
                <td data-label={t("summary.col.share")} className={`${TD} text-right tabular-nums`}>{shareText(l.sharePct, words)}</td>
                <td data-label={t("summary.col.eligible")} className={`${TD} text-right tabular-nums`}>{format.money(l.claimableCents)}</td>
                {showClaimant && (
                  <td data-label={t("summary.col.for")} className={TD}>
                    {claimantName(l.claimant, words)}
                    <span className="block whitespace-nowrap text-slate-500">{t("summary.line", { line: l.taxLine })}</span>
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
