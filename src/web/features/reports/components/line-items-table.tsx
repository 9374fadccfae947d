import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { LineItemView } from "#domain/api/tax-report";
import { formatQuantity } from "#domain/tax/line-quantity";
import { formatDollars, formatLongDate } from "../../../lib/format";
import { EditableCell } from "./editable-cell";
import type { EditableField } from "./editable-fields";
import { claimLabel, PerPack } from "./line-item-labels";

export interface LineItemActions {
  onEdit: (item: LineItemView, field: EditableField) => void;
  onEditShare: (item: LineItemView) => void;
  onEditCategory: (item: LineItemView) => void;
  onDelete: (item: LineItemView) => void;
}

const TH = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const TD = "px-2 py-1.5 align-middle text-sm text-slate-800";

/** The receipts table at 768 px and wider, with a trash button per row. */
export function LineItemsTable({ items, year, actions }: { items: LineItemView[]; year: number; actions: LineItemActions }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full border-collapse">
        <caption className="sr-only">All receipts for {year}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>Date</th>
            <th scope="col" className={TH}>Store</th>
            <th scope="col" className={TH}>Product</th>
            <th scope="col" className={`${TH} text-right`}>Qty</th>
            <th scope="col" className={`${TH} text-right`}>GF Price</th>
            <th scope="col" className={`${TH} text-right`}>Regular Price</th>
            <th scope="col" className={`${TH} text-right`}>Difference</th>
            <th scope="col" className={TH}>Claim</th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} data-testid="line-item-row">
              <td className={`${TD} px-3 whitespace-nowrap text-slate-600`}>
                <EditableCell label={`Edit date for ${item.customProductName}`} focusKey={`${item.id}:date`} onEdit={() => actions.onEdit(item, "date")}>
                  {formatLongDate(item.purchaseDate)}
                </EditableCell>
              </td>
              <td className={TD}>
                <EditableCell label={`Edit store for ${item.customProductName}`} focusKey={`${item.id}:store`} onEdit={() => actions.onEdit(item, "store")}>
                  {item.storeLocation || "Unknown Store"}
                </EditableCell>
              </td>
              <td className={TD}>
                <EditableCell label={`Edit product name for ${item.customProductName}`} focusKey={`${item.id}:product`} onEdit={() => actions.onEdit(item, "product")}>
                  <span className="font-medium">{item.customProductName}</span>
                </EditableCell>
                <EditableCell label={`Edit category for ${item.customProductName}`} focusKey={`${item.id}:category`} onEdit={() => actions.onEditCategory(item)} className="flex w-fit py-0 text-xs text-slate-500">
                  {item.category}
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <EditableCell label={`Edit quantity for ${item.customProductName}`} focusKey={`${item.id}:quantity`} onEdit={() => actions.onEdit(item, "quantity")} className="tabular-nums">
                  {formatQuantity(item.quantity)}
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <EditableCell label={`Edit GF price for ${item.customProductName}`} focusKey={`${item.id}:gfPrice`} onEdit={() => actions.onEdit(item, "gfPrice")} className="tabular-nums">
                  {formatDollars(item.price)}
                  <PerPack item={item} dollars={item.unitPrice} />
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <EditableCell
                  label={`Edit regular price for ${item.customProductName}`}
                  focusKey={`${item.id}:regularPrice`} onEdit={() => actions.onEdit(item, "regularPrice")}
                  className="tabular-nums"
                >
                  {formatDollars(item.originalPrice)}
                  <PerPack item={item} dollars={item.originalUnitPrice} />
                </EditableCell>
              </td>
              <td className={`${TD} px-3 text-right font-semibold text-emerald-800 tabular-nums`}>{formatDollars(item.priceDifference)}</td>
              <td className={TD}>
                <EditableCell label={`Edit claim share for ${item.customProductName}`} focusKey={`${item.id}:share`} onEdit={() => actions.onEditShare(item)} className="text-xs text-slate-600">
                  {claimLabel(item)}
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${item.customProductName}`}
                  data-focus-key={`${item.id}:delete`}
                  className="text-slate-500 hover:bg-red-50 hover:text-red-700"
                  onClick={() => actions.onDelete(item)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
