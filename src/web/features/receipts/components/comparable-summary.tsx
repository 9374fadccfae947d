import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { packagesOf } from "#domain/claims/regular-price";
import { Button } from "../../../components/ui/button";
import { formatDollars } from "../../../lib/format";
import { SOURCE_LABEL } from "../lib/line-text";

interface ComparableSummaryProps {
  item: ReceiptItemView;
  choosing: boolean;
  disabled: boolean;
  onToggleChoosing: () => void;
}

/** The comparable regular price a line uses, per pack and for the line, with where it comes from in words. */
export function ComparableSummary({ item, choosing, disabled, onToggleChoosing }: ComparableSummaryProps) {
  if (item.regularPricePerPack === null || item.regularPrice === null || item.regularPriceSource === null) return null;
  const packs = packagesOf(item.quantity);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-800">Comparable regular price</p>
        <p className="text-slate-900 tabular-nums">
          <span className="font-semibold">{formatDollars(item.regularPricePerPack)}</span>
          {packs > 1 && (
            <span className="text-slate-600">
              {" "}
              × {packs} = {formatDollars(item.regularPrice)}
            </span>
          )}
        </p>
      </div>
      <p className="text-xs text-slate-600">
        {SOURCE_LABEL[item.regularPriceSource]}
        {item.packageSize && <> · for {item.packageSize}</>}
        {" · "}
        <Button variant="link" className="text-xs" disabled={disabled} onClick={onToggleChoosing} aria-expanded={choosing}>
          {choosing ? "Keep this price" : "Change"}
          <span className="sr-only"> the comparable price of {item.productName}</span>
        </Button>
      </p>
      {item.regularPriceDetail && (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer font-medium text-slate-700 hover:text-slate-900">Where this price comes from</summary>
          <p className="mt-1 break-words">{item.regularPriceDetail}</p>
        </details>
      )}
    </div>
  );
}
