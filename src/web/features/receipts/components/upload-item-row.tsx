import { useId } from "react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { cn } from "../../../lib/cn";
import { formatDollars } from "../../../lib/format";
import { LINE_ATTRIBUTE } from "../lib/focus-line";
import type { EditItem } from "../api/use-receipt-items";
import { useLineChooser } from "../hooks/use-line-chooser";
import { DeleteLineButton } from "./delete-line-button";
import { LineClaimPanel } from "./line-claim-panel";
import { LineProduct } from "./line-product";
import { DifferenceText, DiscountText, EditPriceButton } from "./review-price-cells";

interface UploadItemRowProps {
  receiptId: string;
  item: ReceiptItemView;
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
  onEdit: EditItem;
  onEditDetails: (item: ReceiptItemView) => void;
}

/**
 * docs/product-spec.md §2: checkbox, name, category, the GF note and the price; selected items add the comparison
 * and difference.
 */
export function UploadItemRow({ receiptId, item, disabled, onToggle, onEdit, onEditDetails }: UploadItemRowProps) {
  const id = useId();
  const chooser = useLineChooser(item);
  return (
    <li
      {...{ [LINE_ATTRIBUTE]: item.index }}
      className={cn("rounded-xl border p-4", item.isSelected ? "border-emerald-300 bg-emerald-50/40" : "border-slate-200 bg-white")}
    >
      <LineProduct
        receiptId={receiptId}
        item={item}
        checkboxId={id}
        disabled={disabled}
        onToggle={onToggle}
        glutenFreeAs="note"
        aside={
          <>
            <span className="flex items-center justify-end">
              <span className="font-semibold text-slate-900 tabular-nums">{formatDollars(item.price)}</span>
              <EditPriceButton label={`Edit details for ${item.productName}`} disabled={disabled} onClick={() => onEditDetails(item)} />
              <DeleteLineButton item={item} disabled={disabled} />
            </span>
            <DiscountText item={item} className="pr-8" />
          </>
        }
      />
      {chooser.showPanel && (
        <div className="mt-3 border-t border-emerald-200 pt-3 text-sm sm:pl-8">
          <div className="max-w-2xl space-y-3">
            <h3 className="font-medium text-slate-700">Comparable Non-Gluten-Free Product</h3>
            <LineClaimPanel item={item} chooser={chooser} disabled={disabled} onEdit={onEdit} />
            <div className="flex justify-between gap-4 border-t border-emerald-100 pt-2">
              <span className="font-medium text-slate-700">Price Difference (Eligible Medical Expense)</span>
              <DifferenceText item={item} />
            </div>
          </div>
        </div>
      )}
    </li>
  );
}
