import type { LineItem } from "../api/report-types";

/** The four click-to-edit cells of SPEC.md §2's receipts table, with their dialog titles and wire fields. */
export type EditableField = "product" | "store" | "gfPrice" | "regularPrice";

export const EDITABLE_FIELDS: Record<EditableField, { title: string; label: string; kind: "text" | "price" }> = {
  product: { title: "Edit Product Name", label: "Product name", kind: "text" },
  store: { title: "Edit Store Location", label: "Store location", kind: "text" },
  gfPrice: { title: "Edit GF Price", label: "GF price (CAD)", kind: "price" },
  regularPrice: { title: "Edit Regular Price", label: "Regular price (CAD)", kind: "price" },
};

export function currentValue(item: LineItem, field: EditableField): string {
  switch (field) {
    case "product":
      return item.customProductName;
    case "store":
      return item.storeLocation ?? "";
    case "gfPrice":
      return item.price.toFixed(2);
    case "regularPrice":
      return item.originalPrice.toFixed(2);
  }
}

export interface EditTarget {
  item: LineItem;
  field: EditableField;
}
