import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TaxSummary } from "#domain/api/tax-report";
import { categoryName } from "../../../lib/category-name";
import { useI18n } from "../../../lib/i18n";
import { fillPeriodMonths } from "../lib/period-months";

const EMERALD = "#047857";

/** Incremental cost by month and by category for the chosen period; loaded on its own so recharts stays here. */
export default function IncrementalCostCharts({ summary }: { summary: TaxSummary }) {
  const { t, format } = useI18n();
  const dollars = (value: unknown) => format.dollars(Number(value));
  // The axis's ticks are whole dollars ("$20", "20 $").
  const axisDollars = (value: number) => format.price(Math.round(value * 100));
  const months = fillPeriodMonths(summary.period, summary.months).map((m) => ({ ...m, label: format.month(m.month) }));
  const categories = summary.categories.map((c) => ({ category: categoryName(c.category, { t }), deduction: c.total_tax_deduction }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="min-w-0 rounded-xl border border-slate-200 p-4">
        <figcaption className="mb-3 text-sm font-semibold text-slate-800">{t("tax.chart.byMonth")}</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={months} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
              <YAxis tickFormatter={axisDollars} tick={{ fontSize: 11 }} width={48} />
              <Tooltip formatter={dollars} />
              <Bar dataKey="deduction" name={t("tax.chart.series")} fill={EMERALD} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0 rounded-xl border border-slate-200 p-4">
        <figcaption className="mb-3 text-sm font-semibold text-slate-800">{t("tax.chart.byCategory")}</figcaption>
        <div style={{ height: Math.max(160, categories.length * 36 + 40) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={categories} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={axisDollars} tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="category" tick={{ fontSize: 11 }} width={110} />
              <Tooltip formatter={dollars} />
              <Bar dataKey="deduction" name={t("tax.chart.series")} fill={EMERALD} radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
