import type { ReactNode } from "react";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { Card, CardContent } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

interface ReviewSummaryCardProps {
  receipt: ReceiptView;
  selected: number;
  total: number;
  /** The correction of what it shows: "Edit date and store", while the receipt can change. */
  children?: ReactNode;
}

/** docs/product-spec.md §2: store, date, total, the status badge and how many items are selected. */
export function ReviewSummaryCard({ receipt, selected, total, children }: ReviewSummaryCardProps) {
  const { t, format } = useI18n();
  const saved = receipt.status === "confirmed";
  return (
    <Card>
      <CardContent className="flex flex-wrap items-start justify-between gap-4 pt-6">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-semibold break-words text-slate-900">{receipt.storeLocation ?? t("review.unknownStore")}</h2>
          <p className="text-sm text-slate-600">
            {receipt.purchaseDate ? format.longDate(receipt.purchaseDate) : t("review.unknownDate")}
            {receipt.total !== null && ` · ${t("review.total", { total: format.dollars(receipt.total) })}`}
          </p>
          <p className="text-sm font-medium text-slate-800">
            {t("review.selectedOf", { selected, total })}
          </p>
          {children && <div className="pt-2">{children}</div>}
        </div>
        <span
          className={cn(
            "rounded-full px-3 py-1 text-xs font-semibold",
            saved ? "bg-sky-100 text-sky-800" : "bg-emerald-100 text-emerald-800",
          )}
        >
          {t(saved ? "review.status.saved" : "review.status.processed")}
        </span>
      </CardContent>
    </Card>
  );
}
