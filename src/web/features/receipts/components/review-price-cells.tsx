import { Pencil } from "lucide-react";
import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { cn } from "../../../lib/cn";
import { formatDollars } from "../format-receipt";

interface EditButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

export function EditPriceButton({ label, disabled, onClick }: EditButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-emerald-800 disabled:pointer-events-none disabled:opacity-40"
    >
      <Pencil aria-hidden="true" className="size-4" />
    </button>
  );
}

/** Where the regular price came from: "(Custom)" for the user's own, "(Estimated)" for SPEC §9's default. */
export function PriceSourceMarker({ item }: { item: ReceiptItemView }) {
  if (item.regularPriceSource === "custom") return <span className="ml-1 text-xs text-slate-500">(Custom)</span>;
  if (item.regularPriceSource === "default") return <span className="ml-1 text-xs text-amber-700">(Estimated)</span>;
  return null;
}

export function RegularPriceText({ item }: { item: ReceiptItemView }) {
  return (
    <span className="tabular-nums">
      {formatDollars(item.regularPrice)}
      <PriceSourceMarker item={item} />
    </span>
  );
}

/** A discount printed under the item: the difference is from the price less it, so it is shown beside the price. */
export function DiscountText({ item, className }: { item: Pick<ReceiptItemView, "discount">; className?: string }) {
  if (item.discount <= 0) return null;
  return <span className={cn("block text-xs text-emerald-800 tabular-nums", className)}>−{formatDollars(item.discount)} discount</span>;
}

/** SPEC §2: the difference only for selected items with a positive difference, otherwise a dash. */
export function DifferenceText({ item }: { item: ReceiptItemView }) {
  return item.isSelected && item.difference > 0 ? (
    <span className="font-semibold text-emerald-800 tabular-nums">{formatDollars(item.difference)}</span>
  ) : (
    <span aria-label="No difference">—</span>
  );
}
