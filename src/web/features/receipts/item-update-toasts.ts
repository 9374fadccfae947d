import type { ToastMessage } from "../../components/ui/toast-store";
import type { ItemEdit } from "./local-item-edit";

type Kind = ItemEdit["kind"];

/** SPEC §8's texts for item updates, by what was changed. */
export const ITEM_TOASTS: Record<
  Kind,
  { saved: (edit: ItemEdit) => ToastMessage; local: ToastMessage; failedTitle: string }
> = {
  selection: {
    saved: (edit) => ({
      title: "Item Updated",
      description: `Item has been ${edit.kind === "selection" && edit.isSelected ? "added to" : "removed from"} your selection.`,
    }),
    local: { title: "Item Updated Locally", description: "API update failed, but item was updated in the current view." },
    failedTitle: "Failed to update selection. Please try again.",
  },
  regularPrice: {
    saved: () => ({ title: "Price Updated", description: "Regular price has been updated for comparison." }),
    local: { title: "Price Updated Locally", description: "API update failed, but price was updated locally." },
    failedTitle: "Failed to set regular price. Please try again.",
  },
  details: {
    saved: () => ({ title: "Item Updated", description: "Item details updated successfully." }),
    local: { title: "Item Updated Locally", description: "API update failed, but item was updated in the current view." },
    failedTitle: "Failed to update item details. Please try again.",
  },
};

export const UPDATING_SELECTION: ToastMessage = {
  title: "Updating item selection...",
  description: "Please wait while we update your selection.",
};
