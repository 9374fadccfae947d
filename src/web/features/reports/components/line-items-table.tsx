import { Trash2 } from "lucide-react";
import { categoryName } from "../../../lib/category-name";
import { Button } from "../../../components/ui/button";
import type { LineItemView } from "#domain/api/tax-report";
import { useI18n } from "../../../lib/i18n";
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
  const i18n = useI18n();
  const { t, format } = i18n;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full border-collapse">
        <caption className="sr-only">{t("reports.all.title", { year })}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>{t("reports.col.date")}</th>
            <th scope="col" className={TH}>{t("duplicate.store")}</th>
            <th scope="col" className={TH}>{t("review.items.product")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("reports.col.qty")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("review.items.gfPrice")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("review.items.regularPrice")}</th>
            <th scope="col" className={`${TH} text-right`}>{t("review.items.difference")}</th>
            <th scope="col" className={TH}>{t("reports.col.claim")}</th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t("reports.col.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} data-testid="line-item-row">
              <td className={`${TD} px-3 whitespace-nowrap text-slate-600`}>
                <EditableCell label={t("reports.edit", { field: "date", product: item.customProductName })} focusKey={`${item.id}:date`} onEdit={() => actions.onEdit(item, "date")}>
                  {format.longDate(item.purchaseDate)}
                </EditableCell>
              </td>
              <td className={TD}>
                <EditableCell label={t("reports.edit", { field: "store", product: item.customProductName })} focusKey={`${item.id}:store`} onEdit={() => actions.onEdit(item, "store")}>
                  {item.storeLocation || t("review.unknownStore")}
                </EditableCell>
              </td>
              <td className={TD}>
                <EditableCell label={t("reports.edit", { field: "product", product: item.customProductName })} focusKey={`${item.id}:product`} onEdit={() => actions.onEdit(item, "product")}>
                  <span className="font-medium">{item.customProductName}</span>
                </EditableCell>
                <EditableCell label={t("reports.edit", { field: "category", product: item.customProductName })} focusKey={`${item.id}:category`} onEdit={() => actions.onEditCategory(item)} className="flex w-fit py-0 text-xs text-slate-500">
                  {categoryName(item.category, { t })}
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <EditableCell label={t("reports.edit", { field: "quantity", product: item.customProductName })} focusKey={`${item.id}:quantity`} onEdit={() => actions.onEdit(item, "quantity")} className="tabular-nums">
                  {format.number(item.quantity)}
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <EditableCell label={t("reports.edit", { field: "gfPrice", product: item.customProductName })} focusKey={`${item.id}:gfPrice`} onEdit={() => actions.onEdit(item, "gfPrice")} className="tabular-nums">
                  {format.dollars(item.price)}
                  <PerPack item={item} dollars={item.unitPrice} />
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <EditableCell
                  label={t("reports.edit", { field: "regularPrice", product: item.customProductName })}
                  focusKey={`${item.id}:regularPrice`} onEdit={() => actions.onEdit(item, "regularPrice")}
                  className="tabular-nums"
                >
                  {format.dollars(item.originalPrice)}
                  <PerPack item={item} dollars={item.originalUnitPrice} />
                </EditableCell>
              </td>
              <td className={`${TD} px-3 text-right font-semibold text-emerald-800 tabular-nums`}>{format.dollars(item.priceDifference)}</td>
              <td className={TD}>
                <EditableCell label={t("reports.edit", { field: "share", product: item.customProductName })} focusKey={`${item.id}:share`} onEdit={() => actions.onEditShare(item)} className="text-xs text-slate-600">
                  {claimLabel(item, i18n)}
                </EditableCell>
              </td>
              <td className={`${TD} text-right`}>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("reports.delete", { product: item.customProductName })}
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
