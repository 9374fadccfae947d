import type { MessageKey } from "#domain/i18n/translator";
import type { ItemEdit } from "./local-item-edit";

/**
 * docs/product-spec.md §8's titles for an item update the server refused, by what was changed. A saved edit, or one
 * kept in this view, says nothing more: the line shows the change and the unsent-changes alert what was not sent.
 */
export const ITEM_FAILURE_TITLES: Record<ItemEdit["kind"], MessageKey> = {
  selection: "itemFailed.selection",
  regularPrice: "itemFailed.regularPrice",
  comparable: "itemFailed.comparable",
  details: "itemFailed.details",
  glutenFree: "itemFailed.glutenFree",
  packageSize: "itemFailed.packageSize",
  category: "itemFailed.category",
};
