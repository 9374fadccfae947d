import { useId } from "react";
import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatDollars } from "../format-receipt";
import { ComparisonLabel } from "./comparison-label";

interface UploadItemRowProps {
  item: ReceiptItemView;
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
  onEditRegularPrice: (item: ReceiptItemView) => void;
}

/** SPEC §2: checkbox, name, category, the GF note and the price; selected items add the comparison and difference. */
export function UploadItemRow({ item, disabled, onToggle, onEditRegularPrice }: UploadItemRowProps) {
  const id = useId();
  return (
    <li className={cn("rounded-xl border p-4", item.isSelected ? "border-emerald-300 bg-emerald-50/40" : "border-slate-200 bg-white")}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={item.isSelected}
          disabled={disabled}
          onChange={() => onToggle(item)}
          className="mt-1 size-5 shrink-0 accent-emerald-700"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block font-medium break-words text-slate-900">
            {item.productName}
          </label>
          <p className="text-sm text-slate-600">{item.category ?? "Uncategorized"}</p>
          {item.isGlutenFree && <p className="text-sm font-medium text-emerald-700">Identified as gluten-free product</p>}
        </div>
        <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatDollars(item.price)}</p>
      </div>
      {item.isSelected && (
        <dl className="mt-3 space-y-2 border-t border-emerald-200 pt-3 pl-8 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <dt className="w-full font-medium text-slate-700">Comparable Non-Gluten-Free Product</dt>
            <dd className="min-w-0 flex-1 text-slate-700">
              <ComparisonLabel item={item} />
            </dd>
            <dd className="flex items-center gap-3 tabular-nums">
              {formatDollars(item.regularPrice)}
              <Button
                variant="link"
                onClick={() => onEditRegularPrice(item)}
                disabled={disabled}
                aria-label={`Edit regular price for ${item.productName}`}
              >
                Edit
              </Button>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="font-medium text-slate-700">Price Difference (Potential Tax Deduction)</dt>
            <dd className="font-semibold text-emerald-800 tabular-nums">{formatDollars(item.difference)}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}
