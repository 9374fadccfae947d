import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { useI18n } from "../../../lib/i18n";
import { LINE_ATTRIBUTE } from "../lib/focus-line";
import { canBeClaimed, totalSelectedDifferenceCents } from "../lib/line-status";
import type { EditItem } from "../api/use-receipt-items";
import { useLineChooser } from "../hooks/use-line-chooser";
import { DeleteLineButton } from "./delete-line-button";
import { LineClaimPanel } from "./line-claim-panel";
import { LineProduct } from "./line-product";
import { DifferenceText, DiscountText, EditPriceButton, RegularPriceText } from "./review-price-cells";

export interface ReviewItemsProps {
  receiptId: string;
  items: readonly ReceiptItemView[];
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
  onEdit: EditItem;
  onEditDetails: (item: ReceiptItemView) => void;
}

type LineProps = Omit<ReviewItemsProps, "items"> & { item: ReceiptItemView };

/** docs/product-spec.md §2's items table at 768 px and wider; the same lines as cards below, so nothing scrolls. */
export function ReviewItems(props: ReviewItemsProps) {
  const { items, ...lineProps } = props;
  const { t, format } = useI18n();
  const total = format.money(totalSelectedDifferenceCents(items));
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("review.items.label")}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t("review.items.product")}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t("review.items.gfPrice")}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t("review.items.regularPrice")}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t("review.items.difference")}</th>
            </tr>
          </thead>
          {items.map((item) => (
            <TableLine key={item.index} item={item} {...lineProps} />
          ))}
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold text-slate-900">
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-3 text-right">
                {t("review.items.total")}
              </th>
              <td className="px-4 py-3 text-right text-emerald-800 tabular-nums">{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="space-y-3 md:hidden">
        <ul className="space-y-3" aria-label={t("review.items.label")}>
          {items.map((item) => (
            <CardLine key={item.index} item={item} {...lineProps} />
          ))}
        </ul>
        <p className="flex justify-between rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900">
          <span>{t("review.items.total")}</span>
          <span className="tabular-nums">{total}</span>
        </p>
      </div>
    </>
  );
}

function PriceWithEdit({ item, disabled, onEditDetails }: Pick<LineProps, "item" | "disabled" | "onEditDetails">) {
  const { t, format } = useI18n();
  return (
    <>
      <span className="tabular-nums">{format.dollars(item.price)}</span>
      <EditPriceButton label={t("review.items.editDetails", { product: item.productName })} disabled={disabled} onClick={() => onEditDetails(item)} />
      <DeleteLineButton item={item} disabled={disabled} />
    </>
  );
}

function RegularWithEdit({ item, disabled, open }: Pick<LineProps, "item" | "disabled"> & { open: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <RegularPriceText item={item} onChoose={open} />
      {canBeClaimed(item) && item.regularPrice !== null && (
        <EditPriceButton label={t("review.items.editRegular", { product: item.productName })} disabled={disabled} onClick={open} />
      )}
    </>
  );
}

/** One line as a table body: its row, and under it the claim panel across the columns. */
function TableLine({ receiptId, item, disabled, onToggle, onEdit, onEditDetails }: LineProps) {
  const chooser = useLineChooser(item);
  const tint = item.isSelected ? "bg-emerald-50/40" : undefined;
  return (
    <tbody {...{ [LINE_ATTRIBUTE]: item.index }} className="border-t border-slate-100">
      <tr className={tint}>
        <td className="px-4 py-3 align-top">
          <LineProduct receiptId={receiptId} item={item} checkboxId={`t-${receiptId}-${item.index}`} disabled={disabled} onToggle={onToggle} />
        </td>
        <td className="px-4 py-3 text-right align-top whitespace-nowrap">
          <PriceWithEdit item={item} disabled={disabled} onEditDetails={onEditDetails} />
          <DiscountText item={item} className="pr-8" />
        </td>
        <td className="px-4 py-3 text-right align-top whitespace-nowrap">
          <RegularWithEdit item={item} disabled={disabled} open={chooser.open} />
        </td>
        <td className="px-4 py-3 text-right align-top whitespace-nowrap">
          <DifferenceText item={item} />
        </td>
      </tr>
      {chooser.showPanel && (
        <tr className={tint}>
          <td colSpan={4} className="px-4 pb-4 pl-12">
            <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-4">
              <LineClaimPanel item={item} chooser={chooser} disabled={disabled} onEdit={onEdit} />
            </div>
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** A phone's card; a line that can never be claimed shows only its price, with no comparison to fill in. */
function CardLine({ receiptId, item, disabled, onToggle, onEdit, onEditDetails }: LineProps) {
  const { t } = useI18n();
  const chooser = useLineChooser(item);
  const compact = !canBeClaimed(item) && !item.isSelected;
  const price = <PriceWithEdit item={item} disabled={disabled} onEditDetails={onEditDetails} />;
  return (
    <li {...{ [LINE_ATTRIBUTE]: item.index }} className="rounded-xl border border-slate-200 bg-white p-4">
      <LineProduct
        receiptId={receiptId}
        item={item}
        checkboxId={`m-${receiptId}-${item.index}`}
        disabled={disabled}
        onToggle={onToggle}
        aside={compact && <span className="flex items-center text-sm text-slate-700">{price}</span>}
      />
      {!compact && (
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-xs text-slate-500">{t("review.items.gfPrice")}</dt>
            <dd className="flex items-center">{price}</dd>
            <dd className="-mt-1">
              <DiscountText item={item} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t("review.items.regularPrice")}</dt>
            <dd className="flex items-center">
              <RegularWithEdit item={item} disabled={disabled} open={chooser.open} />
            </dd>
          </div>
          <div className="text-right">
            <dt className="text-xs text-slate-500">{t("review.items.difference")}</dt>
            <dd className="py-1.5">
              <DifferenceText item={item} />
            </dd>
          </div>
        </dl>
      )}
      {chooser.showPanel && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <LineClaimPanel item={item} chooser={chooser} disabled={disabled} onEdit={onEdit} />
        </div>
      )}
    </li>
  );
}
