import { useState } from "react";
import { categoryName } from "../../../lib/category-name";
import type { LineItemView } from "#domain/api/tax-report";
import { useI18n } from "../../../lib/i18n";
import { EditableCell } from "./editable-cell";
import { claimLabel, PerPack } from "./line-item-labels";
import type { LineItemActions } from "./line-items-table";
import { SwipeableRow } from "./swipeable-row";

/** The receipts list below 768 px: one card per line, swipe left to delete (one row open at a time). */
export function LineItemCards({ items, year, actions }: { items: LineItemView[]; year: number; actions: LineItemActions }) {
  const i18n = useI18n();
  const { t, format } = i18n;
  const [revealedId, setRevealedId] = useState<string | null>(null);
  return (
    <>
      <p className="mb-2 text-xs text-slate-500">{t("reports.cardsHint")}</p>
      <ul aria-label={t("reports.all.title", { year })} className="space-y-2">
        {items.map((item) => (
          <SwipeableRow
            key={item.id}
            revealed={revealedId === item.id}
            onRevealChange={(open) => setRevealedId((current) => (open ? item.id : current === item.id ? null : current))}
            onDelete={() => actions.onDelete(item)}
            deleteLabel={t("reports.delete", { product: item.customProductName })}
            deleteFocusKey={`${item.id}:delete`}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <EditableCell label={t("reports.edit", { field: "product", product: item.customProductName })} focusKey={`${item.id}:product`} onEdit={() => actions.onEdit(item, "product")} className="-ml-1.5 font-medium text-slate-900">
                  {item.customProductName}
                </EditableCell>
                <p className="text-xs text-slate-500">
                  <EditableCell label={t("reports.edit", { field: "category", product: item.customProductName })} focusKey={`${item.id}:category`} onEdit={() => actions.onEditCategory(item)} className="-ml-1.5 px-1">
                    {categoryName(item.category, { t })}
                  </EditableCell>
                  ·{" "}
                  <EditableCell label={t("reports.edit", { field: "date", product: item.customProductName })} focusKey={`${item.id}:date`} onEdit={() => actions.onEdit(item, "date")} className="px-1">
                    {format.longDate(item.purchaseDate)}
                  </EditableCell>
                </p>
                <EditableCell label={t("reports.edit", { field: "store", product: item.customProductName })} focusKey={`${item.id}:store`} onEdit={() => actions.onEdit(item, "store")} className="-ml-1.5 text-sm text-slate-600">
                  {item.storeLocation || t("review.unknownStore")}
                </EditableCell>
              </div>
              <div className="text-right">
                <p className="text-xs text-slate-500">{t("review.items.difference")}</p>
                <p className="font-semibold text-emerald-800 tabular-nums">{format.dollars(item.priceDifference)}</p>
              </div>
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-1 text-xs">
              <div>
                <dt className="text-slate-500">{t("reports.col.qty")}</dt>
                <dd>
                  <EditableCell label={t("reports.edit", { field: "quantity", product: item.customProductName })} focusKey={`${item.id}:quantity`} onEdit={() => actions.onEdit(item, "quantity")} className="-ml-1.5 text-sm tabular-nums">
                    {format.number(item.quantity)}
                  </EditableCell>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t("review.items.gfPrice")}</dt>
                <dd>
                  <EditableCell label={t("reports.edit", { field: "gfPrice", product: item.customProductName })} focusKey={`${item.id}:gfPrice`} onEdit={() => actions.onEdit(item, "gfPrice")} className="-ml-1.5 text-sm tabular-nums">
                    {format.dollars(item.price)}
                    <PerPack item={item} dollars={item.unitPrice} />
                  </EditableCell>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t("review.items.regularPrice")}</dt>
                <dd>
                  <EditableCell
                    label={t("reports.edit", { field: "regularPrice", product: item.customProductName })}
                    focusKey={`${item.id}:regularPrice`} onEdit={() => actions.onEdit(item, "regularPrice")}
                    className="-ml-1.5 text-sm tabular-nums"
                  >
                    {format.dollars(item.originalPrice)}
                    <PerPack item={item} dollars={item.originalUnitPrice} />
                  </EditableCell>
                </dd>
              </div>
              <div className="col-span-3">
                <dt className="text-slate-500">{t("reports.col.claim")}</dt>
                <dd>
                  <EditableCell label={t("reports.edit", { field: "share", product: item.customProductName })} focusKey={`${item.id}:share`} onEdit={() => actions.onEditShare(item)} className="-ml-1.5 text-slate-700">
                    {claimLabel(item, i18n)}
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
