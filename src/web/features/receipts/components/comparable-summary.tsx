import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { packagesOf } from "#domain/claims/regular-price";
import { SaidText } from "../../../components/said/said-text";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { SOURCE_LABEL } from "../lib/line-text";

interface ComparableSummaryProps {
  item: ReceiptItemView;
  choosing: boolean;
  disabled: boolean;
  onToggleChoosing: () => void;
}

/** The comparable regular price a line uses, per pack and for the line, with where it comes from in words. */
export function ComparableSummary({ item, choosing, disabled, onToggleChoosing }: ComparableSummaryProps) {
  const { t, format } = useI18n();
  if (item.regularPricePerPack === null || item.regularPrice === null || item.regularPriceSource === null) return null;
  const packs = packagesOf(item.quantity);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-800">{t("review.comparable.title")}</p>
        <p className="text-slate-900 tabular-nums">
          <span className="font-semibold">{format.dollars(item.regularPricePerPack)}</span>
          {packs > 1 && (
            <span className="text-slate-600">
              {" "}
              × {packs} = {format.dollars(item.regularPrice)}
            </span>
          )}
        </p>
      </div>
      <p className="text-xs text-slate-600">
        {t(SOURCE_LABEL[item.regularPriceSource])}
        {item.packageSize && ` · ${t("review.comparable.for", { size: item.packageSize })}`}
        {" · "}
        <Button variant="link" className="text-xs" disabled={disabled} onClick={onToggleChoosing} aria-expanded={choosing}>
          {t(choosing ? "review.comparable.keep" : "upload.document.change")}
          <span className="sr-only"> {t("review.comparable.changeOf", { product: item.productName })}</span>
        </Button>
      </p>
      {item.regularPriceDetail && (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer font-medium text-slate-700 hover:text-slate-900">{t("review.comparable.where")}</summary>
          <SaidText as="p" className="mt-1 break-words" words={item.regularPriceDetail} />
        </details>
      )}
    </div>
  );
}
