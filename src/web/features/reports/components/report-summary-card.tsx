import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { TaxSummary } from "#domain/api/tax-report";
import { CategoryTable, GrandTotalsList } from "./category-table";
import { useI18n } from "../../../lib/i18n";

/** docs/product-spec.md §2 "Gluten-Free Product Expenses for {year}". */
export function ReportSummaryCard({ summary, year }: { summary: TaxSummary; year: number }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("reports.summary.title", { year })}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {summary.categories.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t("reports.summary.none", { year })}</p>
        ) : (
          <>
            <CategoryTable categories={summary.categories} caption={t("reports.summary.caption", { year })} />
            <GrandTotalsList totals={summary.grandTotals} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
