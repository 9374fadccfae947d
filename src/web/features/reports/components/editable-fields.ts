import { formatQuantity } from "#domain/tax/line-quantity";
import { formatDollarsForInput } from "../../../lib/format";
import type { LineItemView } from "#domain/api/tax-report";

/**
 * The click-to-edit cells of docs/product-spec.md §2's receipts table and their input kinds; each dialog's title and
 * label are `lineEdit.title` and `lineEdit.label` for the field. The GF price is what was paid for the whole line; the
 * regular price is edited for one pack and multiplied by the quantity.
 */
export type EditableField = "date" | "product" | "store" | "quantity" | "gfPrice" | "regularPrice";

export type FieldKind = "date" | "text" | "price" | "quantity";

export const EDITABLE_FIELDS: Record<EditableField, { kind: FieldKind }> = {
  date: { kind: "date" },
  product: { kind: "text" },
  store: { kind: "text" },
  quantity: { kind: "quantity" },
  gfPrice: { kind: "price" },
  regularPrice: { kind: "price" },
};

export function currentValue(item: LineItemView, field: EditableField): string {
  switch (field) {
    case "date":
      return item.purchaseDate;
    case "product":
      return item.customProductName;
    case "store":
      return item.storeLocation ?? "";
    case "quantity":
      return formatQuantity(item.quantity);
    case "gfPrice":
      return formatDollarsForInput(item.price);
    case "regularPrice":
      return formatDollarsForInput(item.originalUnitPrice);
  }
}

export interface EditTarget {
  item: LineItemView;
  field: EditableField;
}
