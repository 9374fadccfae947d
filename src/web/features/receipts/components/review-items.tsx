import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { formatCents } from "../../../../domain/money";
import { formatDollars } from "../format-receipt";
import { totalSelectedDifferenceCents } from "../local-item-edit";
import { DifferenceText, DiscountText, EditPriceButton, PriceSourceMarker, RegularPriceText } from "./review-price-cells";
import { ReviewItemProduct } from "./review-item-product";

export interface ReviewItemsProps {
  receiptId: string;
  items: readonly ReceiptItemView[];
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
  onEditDetails: (item: ReceiptItemView) => void;
  onEditRegularPrice: (item: ReceiptItemView) => void;
}

/** SPEC §2's items table at 768 px and wider; the same rows as cards below that, so nothing scrolls sideways. */
export function ReviewItems(props: ReviewItemsProps) {
  const total = formatCents(totalSelectedDifferenceCents(props.items));
  return (
    <>
      <ReviewItemsTable {...props} total={total} />
      <ReviewItemsCards {...props} total={total} />
    </>
  );
}

function ReviewItemsTable({ receiptId, items, disabled, onToggle, onEditDetails, onEditRegularPrice, total }: ReviewItemsProps & { total: string }) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Items on the receipt</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Product</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">GF Price</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Regular Price</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Difference</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.index} className={item.isSelected ? "bg-emerald-50/40" : undefined}>
              <td className="px-4 py-3">
                <ReviewItemProduct receiptId={receiptId} item={item} checkboxId={`t-${receiptId}-${item.index}`} disabled={disabled} onToggle={onToggle} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <span className="tabular-nums">{formatDollars(item.price)}</span>
                <EditPriceButton label={`Edit details for ${item.productName}`} disabled={disabled} onClick={() => onEditDetails(item)} />
                <DiscountText item={item} className="pr-8" />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <RegularPriceText item={item} />
                <EditPriceButton label={`Edit regular price for ${item.productName}`} disabled={disabled} onClick={() => onEditRegularPrice(item)} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <DifferenceText item={item} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={3} className="px-4 py-3 text-right">
              Total Eligible Difference
            </th>
            <td className="px-4 py-3 text-right text-emerald-800 tabular-nums">{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ReviewItemsCards({ receiptId, items, disabled, onToggle, onEditDetails, onEditRegularPrice, total }: ReviewItemsProps & { total: string }) {
  return (
    <div className="space-y-3 md:hidden">
      <ul className="space-y-3" aria-label="Items on the receipt">
        {items.map((item) => (
          <li key={item.index} className="rounded-xl border border-slate-200 bg-white p-4">
            <ReviewItemProduct receiptId={receiptId} item={item} checkboxId={`m-${receiptId}-${item.index}`} disabled={disabled} onToggle={onToggle} />
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">GF Price</dt>
                <dd className="flex items-center">
                  <span className="tabular-nums">{formatDollars(item.price)}</span>
                  <EditPriceButton label={`Edit details for ${item.productName}`} disabled={disabled} onClick={() => onEditDetails(item)} />
                </dd>
                <dd className="-mt-1">
                  <DiscountText item={item} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Regular Price</dt>
                <dd className="flex items-center">
                  <span className="tabular-nums">{formatDollars(item.regularPrice)}</span>
                  <EditPriceButton label={`Edit regular price for ${item.productName}`} disabled={disabled} onClick={() => onEditRegularPrice(item)} />
                </dd>
                <dd className="-mt-1 -ml-1">
                  <PriceSourceMarker item={item} />
                </dd>
              </div>
              <div className="text-right">
                <dt className="text-xs text-slate-500">Difference</dt>
                <dd className="py-1.5">
                  <DifferenceText item={item} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="flex justify-between rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900">
        <span>Total Eligible Difference</span>
        <span className="tabular-nums">{total}</span>
      </p>
    </div>
  );
}
