import { useCallback, useState } from "react";
import type { ReceiptItemView, ReceiptView } from "../../../domain/receipts/receipt-view-types";
import { toast } from "../../components/ui/toast-store";
import { ApiError, messageOf } from "../../lib/api-error";
import { putDetails, putRegularPrice, putSelection, type ItemAddress } from "./api/receipt-requests";
import { ITEM_TOASTS, UPDATING_SELECTION } from "./item-update-toasts";
import { applyLocalEdit, type ItemEdit } from "./local-item-edit";

export type UpdateOutcome = { status: "saved" | "local" } | { status: "rejected"; message: string };

/**
 * The server refused the change itself (bad input, receipt already saved, signed out): keeping it locally would only
 * hide the problem. "Invalid item index" is SPEC §8's exception, and so is any network or server fault.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 404 &&
    error.status !== 408 &&
    error.message !== "Invalid item index"
  );
}

function send(address: ItemAddress, edit: ItemEdit): Promise<ReceiptItemView> {
  if (edit.kind === "selection") return putSelection(address, edit.isSelected);
  if (edit.kind === "regularPrice") return putRegularPrice(address, edit.customRegularPrice);
  if (!address.item.id) return Promise.reject(new ApiError("Invalid item index", 404));
  return putDetails(address.item.id, { productName: edit.productName, price: edit.price });
}

/**
 * The working copy of a receipt's items. Each edit shows at once and is sent at once; when the call fails for a reason other than a
 * refusal, the edit is kept in this view (SPEC §8) and remembered as unsent, so saving can send it again first
 * rather than logging what the server had.
 */
export function useReceiptItems(receipt: ReceiptView) {
  const [items, setItems] = useState<ReceiptItemView[]>(receipt.items);
  const [unsent, setUnsent] = useState<{ indexes: number[]; message: string }>({ indexes: [], message: "" });

  const replace = useCallback((index: number, next: ReceiptItemView) => {
    setItems((current) => current.map((item) => (item.index === index ? next : item)));
  }, []);

  const update = useCallback(
    async (item: ReceiptItemView, edit: ItemEdit): Promise<UpdateOutcome> => {
      const { index } = item;
      const texts = ITEM_TOASTS[edit.kind];
      if (edit.kind === "selection") toast(UPDATING_SELECTION);
      // Shown at once; the server's answer replaces it, a refusal puts the item back.
      replace(index, applyLocalEdit(item, edit));
      try {
        const saved = await send({ receiptId: receipt.id, item }, edit);
        replace(index, saved);
        toast(texts.saved(edit));
        return { status: "saved" };
      } catch (error) {
        const message = messageOf(error, texts.failedTitle);
        if (isRefusal(error)) {
          replace(index, item);
          toast({ variant: "destructive", title: texts.failedTitle, description: message });
          return { status: "rejected", message };
        }
        setUnsent((u) => ({ indexes: u.indexes.includes(index) ? u.indexes : [...u.indexes, index], message }));
        toast(texts.local);
        return { status: "local" };
      }
    },
    [receipt.id, replace],
  );

  /** Sends every change that only lives in this view; throws the first failure so saving can stop and say why. */
  const sendUnsent = useCallback(async () => {
    for (const index of unsent.indexes) {
      const item = items.find((i) => i.index === index);
      if (!item?.id) continue;
      const address = { receiptId: receipt.id, item };
      await putDetails(item.id, { productName: item.productName, price: item.price });
      if (item.customRegularPrice !== null) await putRegularPrice(address, item.customRegularPrice);
      replace(index, await putSelection(address, item.isSelected));
      setUnsent((u) => ({ ...u, indexes: u.indexes.filter((i) => i !== index) }));
    }
  }, [items, receipt.id, replace, unsent.indexes]);

  return { items, update, unsentCount: unsent.indexes.length, unsentMessage: unsent.message, sendUnsent };
}
