import type { TaxSummary } from "#domain/api/tax-report";
import { categoryName } from "../../../lib/category-name";
import { useI18n } from "../../../lib/i18n";

type CategoryTotals = TaxSummary["categories"][number];
type GrandTotals = TaxSummary["grandTotals"];

const TH = "px-1.5 py-2 text-left text-xs font-semibold text-slate-600 sm:px-3 sm:tracking-wide sm:uppercase";
const TD = "px-1.5 py-2.5 text-xs text-slate-800 sm:px-3 sm:text-sm";

/** docs/product-spec.md §2's category table (already sorted by deduction, largest first, by the server). */
export function CategoryTable({ categories, caption }: { categories: CategoryTotals[]; caption: string }) {
  const { t, format } = useI18n();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              {t("category.label")}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t("reports.col.items")}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t("reports.col.gfCost")}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t("reports.col.regularCost")}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t("reports.col.eligible")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {categories.map((c) => (
            <tr key={c.category}>
              <th scope="row" className={`${TD} text-left font-medium`}>
                {categoryName(c.category, { t })}
              </th>
              <td className={`${TD} text-right tabular-nums`}>{format.number(c.items_logged)}</td>
              <td className={`${TD} text-right tabular-nums`}>{format.dollars(c.total_gf_spent)}</td>
              <td className={`${TD} text-right tabular-nums`}>{format.dollars(c.total_non_gf_cost)}</td>
              <td className={`${TD} text-right font-semibold text-emerald-800 tabular-nums`}>
                {format.dollars(c.total_tax_deduction)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The four grand totals under the category table. */
export function GrandTotalsList({ totals }: { totals: GrandTotals }) {
  const { t, format } = useI18n();
  const entries = [
    [t("reports.total.items"), format.number(totals.itemsLogged)],
    [t("reports.total.gfCost"), format.dollars(totals.totalGfSpent)],
    [t("reports.total.regularCost"), format.dollars(totals.totalNonGfCost)],
    [t("reports.total.eligible"), format.dollars(totals.totalTaxDeduction)],
  ] as const;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {entries.map(([label, value], i) => (
        <div
          key={label}
          className={i === 3 ? "rounded-xl bg-emerald-50 p-3 text-emerald-900" : "rounded-xl bg-slate-50 p-3 text-slate-900"}
        >
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
