import { useId } from "react";
import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatDollars } from "../format-receipt";
import { ComparisonLabel } from "./comparison-label";
import { PhotoStrip } from "./photo-strip";
import { DiscountText } from "./review-price-cells";

interface UploadItemRowProps {
  receiptId: string;
  item: ReceiptItemView;
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
  onEditRegularPrice: (item: ReceiptItemView) => void;
}

/** SPEC §2: checkbox, name, category, the GF note and the price; selected items add the comparison and difference. */
export function UploadItemRow({ receiptId, item, disabled, onToggle, onEditRegularPrice }: UploadItemRowProps) {
  const id = useId();
  return (
    <li className={cn("rounded-xl border p-4", item.isSelected ? "border-emerald-300 bg-emerald-50/40" : "border-slate-200 bg-white")}>
      {/* A grid, so on phones the photo strip can take the row's full width and on wider screens sit under the name. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3">
        <input
          id={id}
          type="checkbox"
          checked={item.isSelected}
          disabled={disabled}
          onChange={() => onToggle(item)}
          className="mt-1 size-5 shrink-0 accent-emerald-700"
        />
        <label htmlFor={id} className="block font-medium break-words text-slate-900">
          {item.productName}
        </label>
        <div className="text-right">
          <p className="font-semibold text-slate-900 tabular-nums">{formatDollars(item.price)}</p>
          <DiscountText item={item} />
        </div>
        <PhotoStrip
          receiptId={receiptId}
          box={item.photoBox}
          productName={item.productName}
          className="col-span-full my-1.5 md:col-span-1 md:col-start-2"
        />
        <div className="col-start-2">
          <p className="text-sm text-slate-600">{item.category ?? "Uncategorized"}</p>
          {item.isGlutenFree && <p className="text-sm font-medium text-emerald-700">Identified as gluten-free product</p>}
        </div>
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
            <dt className="font-medium text-slate-700">Price Difference (Eligible Medical Expense)</dt>
            <dd className="font-semibold text-emerald-800 tabular-nums">{formatDollars(item.difference)}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}
