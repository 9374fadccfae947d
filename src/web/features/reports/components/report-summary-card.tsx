import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { TaxSummary } from "#domain/api/tax-report";
import { CategoryTable, GrandTotalsList } from "./category-table";

/** docs/product-spec.md §2 "Gluten-Free Product Expenses for {year}". */
export function ReportSummaryCard({ summary, year }: { summary: TaxSummary; year: number }) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Gluten-Free Product Expenses for {year}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {summary.categories.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">No data available for {year}.</p>
        ) : (
          <>
            <CategoryTable categories={summary.categories} caption={`Eligible medical expenses by category for ${year}`} />
            <GrandTotalsList totals={summary.grandTotals} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
