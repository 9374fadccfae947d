import type { ItemEdit } from "./local-item-edit";

/**
 * docs/product-spec.md §8's titles for an item update the server refused, by what was changed. A saved edit, or one
 * kept in this view, says nothing more: the line shows the change and the unsent-changes alert what was not sent.
 */
export const ITEM_FAILURE_TITLES: Record<ItemEdit["kind"], string> = {
  selection: "Failed to update selection. Please try again.",
  regularPrice: "Failed to set regular price. Please try again.",
  comparable: "Failed to update regular price. Please try again.",
  details: "Failed to update item details. Please try again.",
  glutenFree: "Failed to update the gluten-free confirmation. Please try again.",
  packageSize: "Failed to update the package size. Please try again.",
  category: "Failed to update the category. Please try again.",
};
