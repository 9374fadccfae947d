import { formatQuantity } from "#domain/tax/line-quantity";
import { formatDollarsForInput } from "../../../lib/format";
import type { LineItemView } from "#domain/api/tax-report";

/**
 * The click-to-edit cells of docs/product-spec.md §2's receipts table, with their dialog titles and input kinds. The GF
 * price is what was paid for the whole line; the regular price is edited for one pack and multiplied by the quantity.
 */
export type EditableField = "date" | "product" | "store" | "quantity" | "gfPrice" | "regularPrice";

export type FieldKind = "date" | "text" | "price" | "quantity";

export const EDITABLE_FIELDS: Record<EditableField, { title: string; label: string; kind: FieldKind }> = {
  date: { title: "Edit Purchase Date", label: "Purchase date", kind: "date" },
  product: { title: "Edit Product Name", label: "Product name", kind: "text" },
  store: { title: "Edit Store Location", label: "Store location", kind: "text" },
  quantity: { title: "Edit Quantity", label: "Quantity (packs)", kind: "quantity" },
  gfPrice: { title: "Edit GF Price", label: "GF price (CAD)", kind: "price" },
  regularPrice: { title: "Edit Regular Price", label: "Comparable regular price, one pack", kind: "price" },
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
