import type { ToastMessage } from "../../../components/ui/toast-store";
import type { ItemEdit } from "./local-item-edit";

type Kind = ItemEdit["kind"];

const PRICE_SAVED: ToastMessage = { title: "Price Updated", description: "Regular price has been updated for comparison." };
const PRICE_LOCAL: ToastMessage = { title: "Price Updated Locally", description: "API update failed, but price was updated locally." };
const ITEM_LOCAL: ToastMessage = {
  title: "Item Updated Locally",
  description: "API update failed, but item was updated in the current view.",
};

/**
 * docs/product-spec.md §8's texts for item updates, by what was changed; the comparable choices read as price updates.
 */
export const ITEM_TOASTS: Record<Kind, { saved: (edit: ItemEdit) => ToastMessage; local: ToastMessage; failedTitle: string }> = {
  selection: {
    saved: (edit) => ({
      title: "Item Updated",
      description: `Item has been ${edit.kind === "selection" && edit.isSelected ? "added to" : "removed from"} your selection.`,
    }),
    local: ITEM_LOCAL,
    failedTitle: "Failed to update selection. Please try again.",
  },
  regularPrice: { saved: () => PRICE_SAVED, local: PRICE_LOCAL, failedTitle: "Failed to set regular price. Please try again." },
  comparable: { saved: () => PRICE_SAVED, local: PRICE_LOCAL, failedTitle: "Failed to update regular price. Please try again." },
  details: {
    saved: () => ({ title: "Item Updated", description: "Item details updated successfully." }),
    local: ITEM_LOCAL,
    failedTitle: "Failed to update item details. Please try again.",
  },
  glutenFree: {
    saved: (edit) => ({
      title: "Item Updated",
      description:
        edit.kind === "glutenFree" && edit.confirmed
          ? "Confirmed as a gluten-free product for the person with celiac disease."
          : "Gluten-free confirmation removed.",
    }),
    local: ITEM_LOCAL,
    failedTitle: "Failed to update the gluten-free confirmation. Please try again.",
  },
  packageSize: {
    saved: () => ({ title: "Package Size Updated", description: "Comparable prices were found again for this size." }),
    local: ITEM_LOCAL,
    failedTitle: "Failed to update the package size. Please try again.",
  },
};

export const UPDATING_SELECTION: ToastMessage = {
  title: "Updating item selection...",
  description: "Please wait while we update your selection.",
};
