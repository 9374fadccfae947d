import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { formatCents } from "../../../../domain/money";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatDollars } from "../format-receipt";
import { totalSelectedDifferenceCents } from "../local-item-edit";

/**
 * SPEC §2's "Tax Deduction Summary", worded as what it is (issue 9, decision 010): the selected items itemised and
 * the total eligible medical expense they add, which feeds a non-refundable credit; it is not a deduction.
 */
export function DeductionSummary({ items }: { items: readonly ReceiptItemView[] }) {
  const selected = items.filter((i) => i.isSelected);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Eligible Medical Expense Summary</CardTitle>
        <p className="text-sm text-slate-600">
          {selected.length} {selected.length === 1 ? "item" : "items"} selected
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {selected.length > 0 && (
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Selected items">
            {selected.map((item) => (
              <li key={item.index} className="py-2">
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 font-medium break-words text-slate-900">{item.productName}</span>
                  <span className="font-semibold text-emerald-800 tabular-nums">{formatDollars(item.difference)}</span>
                </div>
                <p className="text-slate-600">
                  {item.category ?? "Uncategorized"} · {formatDollars(item.price)} vs regular {formatDollars(item.regularPrice)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between rounded-lg bg-emerald-50 p-3">
          <span className="font-medium text-emerald-900">Total eligible medical expense</span>
          <span className="text-lg font-semibold text-emerald-900 tabular-nums" data-testid="total-deduction">
            {formatCents(totalSelectedDifferenceCents(items))}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
