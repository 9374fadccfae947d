import { useEffect, useRef } from "react";
import { categoryName } from "../../../lib/category-name";
import { sizeWords } from "#domain/claims/comparable-words";
import { say } from "#domain/i18n/said";
import { Check } from "lucide-react";
import type { ComparableChoice } from "#domain/receipts/receipt-schemas";
import type { ComparableProductView, ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { cn } from "../../../lib/cn";
import { useI18n, type I18n } from "../../../lib/i18n";
import { LINE_FIX_ATTRIBUTE } from "../lib/focus-line";
import { unbroken } from "../lib/line-text";
import { useItemAction } from "../hooks/use-item-action";
import type { EditItem } from "../api/use-receipt-items";
import { TypedPriceForm } from "./typed-price-form";

interface ComparableChooserProps {
  item: ReceiptItemView;
  disabled: boolean;
  onEdit: EditItem;
  /** Focus the first choice when shown, because the user asked for the choices. */
  autoFocus: boolean;
  onChosen: () => void;
}

const inUse = (item: ReceiptItemView, product: ComparableProductView) =>
  item.regularPriceSource === "product" && item.regularPriceProductId === product.id;

const productMeta = (p: ComparableProductView, i18n: I18n) => {
  const { t, format } = i18n;
  return [
    p.size && say(sizeWords(p.size), i18n),
    p.vendor,
    p.observedOn && t("chooser.seen", { date: format.shortDate(p.observedOn) }),
    t("chooser.shelf", { price: format.dollars(p.price) }),
  ]
    .filter(Boolean)
    .join(" · ");
};

/** One tap picks the comparable: a listed regular product, the category's reference, the app's proposal, or a typed price. */
export function ComparableChooser({ item, disabled, onEdit, autoFocus, onChosen }: ComparableChooserProps) {
  const i18n = useI18n();
  const { t, format } = i18n;
  const action = useItemAction(onEdit);
  const group = useRef<HTMLDivElement>(null);
  const locked = disabled || action.busy;
  const per = item.packageSize ? t("review.comparable.for", { size: unbroken(item.packageSize) }) : t("chooser.perPack");
  const choose = async (choice: ComparableChoice) => {
    if (await action.run(item, { kind: "comparable", choice })) onChosen();
  };

  useEffect(() => {
    if (autoFocus) group.current?.querySelector<HTMLElement>("button:not(:disabled), input:not(:disabled)")?.focus();
  }, [autoFocus]);

  // The proposal was found for a product the app could name: an unknown line needs the user's own comparable.
  const proposal = item.eligibility === "substitute" ? item.proposal : null;
  return (
    <div ref={group} {...{ [LINE_FIX_ATTRIBUTE]: "" }} role="group" aria-label={t("chooser.label", { product: item.productName })} className="space-y-3">
      {proposal && (
        <Option
          title={t("chooser.proposal")}
          meta={t("chooser.proposalMeta")}
          price={format.dollars(proposal.perPack)}
          per={per}
          current={item.regularPriceSource === "catalog"}
          disabled={locked}
          onClick={() => void choose({ choice: "proposal" })}
        />
      )}
      {item.closestProducts.length > 0 && (
        <div className="space-y-1.5">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("chooser.similar")}</p>
          <ul className="space-y-1.5">
            {item.closestProducts.map((p) => (
              <li key={p.id}>
                {p.perPack === null ? (
                  <div className="rounded-lg border border-dashed border-slate-200 px-3 py-2 text-slate-500">
                    <span className="block">{p.productName}</span>
                    <span className="block text-xs">{productMeta(p, i18n)} · {t("chooser.sizeDiffers")}</span>
                  </div>
                ) : (
                  <Option
                    title={p.productName}
                    meta={productMeta(p, i18n)}
                    price={format.dollars(p.perPack)}
                    per={per}
                    current={inUse(item, p)}
                    disabled={locked}
                    onClick={() => void choose({ choice: "product", productId: p.id })}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.categoryReference && (
        <Option
          title={t("review.source.category")}
          meta={t("chooser.categoryMeta", { category: item.category ? categoryName(item.category, { t }) : "" })}
          price={format.dollars(item.categoryReference.perPack)}
          per={per}
          current={item.regularPriceSource === "category"}
          disabled={locked}
          onClick={() => void choose({ choice: "category" })}
        />
      )}
      {action.error && (
        <p role="alert" className="text-sm text-red-700">
          {action.error}
        </p>
      )}
      <TypedPriceForm item={item} disabled={disabled} onEdit={onEdit} onSaved={onChosen} />
    </div>
  );
}

interface OptionProps {
  title: string;
  meta: string;
  price: string;
  per: string;
  current: boolean;
  disabled: boolean;
  onClick: () => void;
}

function Option({ title, meta, price, per, current, disabled, onClick }: OptionProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-current={current || undefined}
      className={cn(
        "flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left transition-colors",
        "hover:border-emerald-500 hover:bg-emerald-50 disabled:opacity-60",
        current ? "border-emerald-600 bg-emerald-50 ring-1 ring-emerald-600" : "border-slate-200 bg-white",
      )}
    >
      <span className="min-w-0">
        <span className="flex items-center gap-1.5 font-medium break-words text-slate-900">
          {current && <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />}
          {title}
          {current && <span className="sr-only"> {t("chooser.inUse")}</span>}
        </span>
        <span className="block text-xs text-slate-600">{meta}</span>
      </span>
      <span className="shrink-0 text-right tabular-nums">
        <span className="block font-semibold text-slate-900">{price}</span>
        <span className="block text-xs text-slate-500">{per}</span>
      </span>
    </button>
  );
}
