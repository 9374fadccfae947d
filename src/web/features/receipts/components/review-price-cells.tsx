import { Pencil } from "lucide-react";
import { packagesOf } from "#domain/claims/regular-price";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { NEEDS_TEXT, SOURCE_MARKER } from "../lib/line-text";

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

/**
 * The line's regular price with the product spec's "(Custom)"-style marker of its source, and the per-pack price when
 * the line has several packs. A selected line without one says so and opens its choices.
 */
export function RegularPriceText({ item, onChoose }: { item: ReceiptItemView; onChoose: () => void }) {
  const { t, format } = useI18n();
  if (item.regularPrice === null || item.regularPriceSource === null) {
    return item.isSelected && item.needs === "comparable_price" ? (
      <button type="button" onClick={onChoose} className="text-left text-xs font-semibold text-amber-800 underline underline-offset-4">
        {t(NEEDS_TEXT.comparable_price)}
      </button>
    ) : (
      <span aria-label={t("review.noRegularPrice")}>—</span>
    );
  }
  const packs = packagesOf(item.quantity);
  return (
    <span className="inline-block tabular-nums">
      {format.dollars(item.regularPrice)}
      <span className="ml-1 text-xs text-slate-500">{t(SOURCE_MARKER[item.regularPriceSource])}</span>
      {packs > 1 && item.regularPricePerPack !== null && (
        <span className="block text-xs text-slate-500">
          {packs} × {format.dollars(item.regularPricePerPack)}
        </span>
      )}
    </span>
  );
}

/** A discount printed under the item: the difference is from the price less it, so it is shown beside the price. */
export function DiscountText({ item, className }: { item: Pick<ReceiptItemView, "discount">; className?: string }) {
  const { t, format } = useI18n();
  if (item.discount <= 0) return null;
  return (
    <span className={cn("block text-xs text-emerald-800 tabular-nums", className)}>
      {t("review.discount", { amount: format.dollars(item.discount) })}
    </span>
  );
}

/** docs/product-spec.md §2: the difference only for selected items with a positive difference, otherwise a dash. */
export function DifferenceText({ item }: { item: ReceiptItemView }) {
  const { t, format } = useI18n();
  return item.isSelected && item.needs === null && item.difference !== null && item.difference > 0 ? (
    <span className="font-semibold text-emerald-800 tabular-nums">{format.dollars(item.difference)}</span>
  ) : (
    <span aria-label={t("review.noDifference")}>—</span>
  );
}
