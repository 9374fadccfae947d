import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { categoryName } from "../../../lib/category-name";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { NEEDS_TEXT } from "../lib/line-text";
import { claimedAtShareCents, totalSelectedDifferenceCents } from "../lib/line-status";

/**
 * docs/product-spec.md §2's "Tax Deduction Summary", worded as what it is (issue 9, decision 010): the selected items
 * itemised and the total eligible medical expense they add, which feeds a non-refundable credit; it is not a deduction.
 * A line that still needs something says what, and adds nothing until it is given; only the share eaten by the person
 * with celiac disease is claimed.
 */
export function DeductionSummary({ items, sharePct }: { items: readonly ReceiptItemView[]; sharePct: number }) {
  const { t, format } = useI18n();
  const selected = items.filter((i) => i.isSelected);
  const differenceCents = totalSelectedDifferenceCents(items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("review.summary.title")}</CardTitle>
        <p className="text-sm text-slate-600">
          {t("review.summary.selected", { count: selected.length })}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {selected.length > 0 && (
          <ul className="divide-y divide-slate-100 text-sm" aria-label={t("review.summary.selectedItems")}>
            {selected.map((item) => (
              <li key={item.index} className="py-2">
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 font-medium break-words text-slate-900">{item.productName}</span>
                  {item.needs === null && item.difference !== null ? (
                    <span className="font-semibold text-emerald-800 tabular-nums">{format.dollars(item.difference)}</span>
                  ) : (
                    item.needs && <span className="shrink-0 text-right text-xs font-semibold text-amber-800">{t(NEEDS_TEXT[item.needs])}</span>
                  )}
                </div>
                <p className="text-slate-600">
                  {item.category ? categoryName(item.category, { t }) : t("review.uncategorized")} · {format.dollars(item.price)}
                  {item.regularPrice !== null && ` ${t("review.summary.vsRegular", { price: format.dollars(item.regularPrice) })}`}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 p-3">
          <span className="text-emerald-900">
            <span className="block font-medium">{t("review.summary.total")}</span>
            {sharePct < 100 && (
              <span className="block text-xs">
                {t("review.summary.share", { share: format.basisPoints(sharePct * 100), difference: format.money(differenceCents) })}
              </span>
            )}
          </span>
          <span className="text-lg font-semibold text-emerald-900 tabular-nums" data-testid="total-deduction">
            {format.money(claimedAtShareCents(items, sharePct))}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
