import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { GfBadge } from "./gf-badge";
import { PhotoStrip } from "./photo-strip";

interface ReviewItemProductProps {
  receiptId: string;
  item: ReceiptItemView;
  checkboxId: string;
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
}

/** The product cell: checkbox, name, the line from the photo, GF badge, the matched category and product. */
export function ReviewItemProduct({ receiptId, item, checkboxId, disabled, onToggle }: ReviewItemProductProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={checkboxId}
        type="checkbox"
        checked={item.isSelected}
        disabled={disabled}
        onChange={() => onToggle(item)}
        className="mt-1 size-5 shrink-0 accent-emerald-700"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={checkboxId} className="block font-medium break-words text-slate-900">
          {item.productName}
        </label>
        <PhotoStrip receiptId={receiptId} box={item.photoBox} productName={item.productName} />
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {item.isGlutenFree && <GfBadge />}
          <span>{item.matchedProduct?.category ?? item.category ?? "Uncategorized"}</span>
        </div>
        {item.matchedProduct && (
          <p className="text-xs text-slate-600">
            Matched with: <span className="text-slate-800">{item.matchedProduct.productName}</span>
          </p>
        )}
      </div>
    </div>
  );
}
