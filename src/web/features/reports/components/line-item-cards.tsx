import { useState } from "react";
import type { LineItemView } from "#domain/api/tax-report";
import { formatQuantity } from "#domain/tax/line-quantity";
import { formatDollars, formatLongDate } from "../../../lib/format";
import { EditableCell } from "./editable-cell";
import { claimLabel, PerPack } from "./line-item-labels";
import type { LineItemActions } from "./line-items-table";
import { SwipeableRow } from "./swipeable-row";

/** The receipts list below 768 px: one card per line, swipe left to delete (one row open at a time). */
export function LineItemCards({ items, year, actions }: { items: LineItemView[]; year: number; actions: LineItemActions }) {
  const [revealedId, setRevealedId] = useState<string | null>(null);
  return (
    <>
      <p className="mb-2 text-xs text-slate-500">Tap a value to edit it. Swipe a receipt left to delete it.</p>
      <ul aria-label={`All receipts for ${year}`} className="space-y-2">
        {items.map((item) => (
          <SwipeableRow
            key={item.id}
            revealed={revealedId === item.id}
            onRevealChange={(open) => setRevealedId((current) => (open ? item.id : current === item.id ? null : current))}
            onDelete={() => actions.onDelete(item)}
            deleteLabel={`Delete ${item.customProductName}`}
            deleteFocusKey={`${item.id}:delete`}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <EditableCell label={`Edit product name for ${item.customProductName}`} focusKey={`${item.id}:product`} onEdit={() => actions.onEdit(item, "product")} className="-ml-1.5 font-medium text-slate-900">
                  {item.customProductName}
                </EditableCell>
                <p className="text-xs text-slate-500">
                  <EditableCell label={`Edit category for ${item.customProductName}`} focusKey={`${item.id}:category`} onEdit={() => actions.onEditCategory(item)} className="-ml-1.5 px-1">
                    {item.category}
                  </EditableCell>
                  ·{" "}
                  <EditableCell label={`Edit date for ${item.customProductName}`} focusKey={`${item.id}:date`} onEdit={() => actions.onEdit(item, "date")} className="px-1">
                    {formatLongDate(item.purchaseDate)}
                  </EditableCell>
                </p>
                <EditableCell label={`Edit store for ${item.customProductName}`} focusKey={`${item.id}:store`} onEdit={() => actions.onEdit(item, "store")} className="-ml-1.5 text-sm text-slate-600">
                  {item.storeLocation || "Unknown Store"}
                </EditableCell>
              </div>
              <div className="text-right">
                <p className="text-xs text-slate-500">Difference</p>
                <p className="font-semibold text-emerald-800 tabular-nums">{formatDollars(item.priceDifference)}</p>
              </div>
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-1 text-xs">
              <div>
                <dt className="text-slate-500">Qty</dt>
                <dd>
                  <EditableCell label={`Edit quantity for ${item.customProductName}`} focusKey={`${item.id}:quantity`} onEdit={() => actions.onEdit(item, "quantity")} className="-ml-1.5 text-sm tabular-nums">
                    {formatQuantity(item.quantity)}
                  </EditableCell>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">GF Price</dt>
                <dd>
                  <EditableCell label={`Edit GF price for ${item.customProductName}`} focusKey={`${item.id}:gfPrice`} onEdit={() => actions.onEdit(item, "gfPrice")} className="-ml-1.5 text-sm tabular-nums">
                    {formatDollars(item.price)}
                    <PerPack item={item} dollars={item.unitPrice} />
                  </EditableCell>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Regular Price</dt>
                <dd>
                  <EditableCell
                    label={`Edit regular price for ${item.customProductName}`}
                    focusKey={`${item.id}:regularPrice`} onEdit={() => actions.onEdit(item, "regularPrice")}
                    className="-ml-1.5 text-sm tabular-nums"
                  >
                    {formatDollars(item.originalPrice)}
                    <PerPack item={item} dollars={item.originalUnitPrice} />
                  </EditableCell>
                </dd>
              </div>
              <div className="col-span-3">
                <dt className="text-slate-500">Claim</dt>
                <dd>
                  <EditableCell label={`Edit claim share for ${item.customProductName}`} focusKey={`${item.id}:share`} onEdit={() => actions.onEditShare(item)} className="-ml-1.5 text-slate-700">
                    {claimLabel(item)}
                  </EditableCell>
                </dd>
              </div>
            </dl>
          </SwipeableRow>
        ))}
      </ul>
    </>
  );
}
