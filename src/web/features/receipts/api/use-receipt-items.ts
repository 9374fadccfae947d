import { useCallback, useState } from "react";
import { purchaseYearOf } from "#domain/claims/regular-price";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { toast } from "../../../components/ui/toast-store";
import { ApiError, messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import {
  putCategory,
  putComparable,
  putDetails,
  putGlutenFreeConfirmation,
  putPackageSize,
  putRegularPrice,
  putSelection,
  type ItemAddress,
} from "./receipt-requests";
import { ITEM_FAILURE_TITLES } from "../lib/item-failure-titles";
import { applyLocalEdit, type ItemEdit } from "../lib/local-item-edit";

export type UpdateOutcome = { status: "saved"; item: ReceiptItemView } | { status: "local" } | { status: "rejected"; message: string };

export type EditItem = (item: ReceiptItemView, edit: ItemEdit) => Promise<UpdateOutcome>;

interface UnsentEdit {
  index: number;
  edit: ItemEdit;
}

/**
 * The server refused the change itself (bad input, receipt already saved, signed out): keeping it locally would only
 * hide the problem. An invalid item index (its code, whatever the status) is docs/product-spec.md §8's exception, and
 * so is any network or server fault.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 404 &&
    error.status !== 408 &&
    error.code !== "ITEM_INDEX_INVALID"
  );
}

const NO_ID = () => Promise.reject(new ApiError("", 404, null, "ITEM_INDEX_INVALID"));

function send(address: ItemAddress, edit: ItemEdit): Promise<ReceiptItemView> {
  if (edit.kind === "selection") return putSelection(address, edit.isSelected);
  if (edit.kind === "regularPrice") return putRegularPrice(address, edit.customRegularPrice);
  // The other endpoints have no index form: only stored items have them.
  const id = address.item.id;
  if (!id) return NO_ID();
  if (edit.kind === "details") return putDetails(id, { productName: edit.productName, price: edit.price, quantity: edit.quantity });
  if (edit.kind === "comparable") return putComparable(id, edit.choice);
  if (edit.kind === "glutenFree") return putGlutenFreeConfirmation(id, edit.confirmed);
  if (edit.kind === "category") return putCategory(id, edit.category);
  return putPackageSize(id, edit.size);
}

// A typed price and a one-tap choice both set the line's comparable: the later one replaces the earlier.
const slotOf = (edit: ItemEdit) => (edit.kind === "regularPrice" ? "comparable" : edit.kind);
const supersedes = (a: UnsentEdit, b: UnsentEdit) => a.index === b.index && slotOf(a.edit) === slotOf(b.edit);

/**
 * The working copy of a receipt's items. Each edit shows at once and is sent at once; when the call fails for a reason
 * other than a refusal, the edit is kept in this view (docs/product-spec.md §8) and queued, so saving sends it again
 * first rather than logging what the server had. A later edit of the same kind on the same line drops the queued one.
 */
export function useReceiptItems(receipt: ReceiptView) {
  const { t } = useI18n();
  const [items, setItems] = useState<ReceiptItemView[]>(receipt.items);
  const purchaseYear = purchaseYearOf(receipt);
  const [unsent, setUnsent] = useState<{ edits: UnsentEdit[]; message: string }>({ edits: [], message: "" });

  const replace = useCallback((index: number, next: ReceiptItemView) => {
    setItems((current) => current.map((item) => (item.index === index ? next : item)));
  }, []);

  const update: EditItem = useCallback(
    async (item, edit) => {
      const { index } = item;
      const failedTitle = t(ITEM_FAILURE_TITLES[edit.kind]);
      const local = applyLocalEdit(item, edit, purchaseYear);
      const entry = { index, edit };
      const dropSuperseded = (edits: UnsentEdit[]) => edits.filter((e) => !supersedes(e, entry));
      // Shown at once; the server's answer replaces it, a refusal puts the item back.
      if (local) replace(index, local);
      try {
        const saved = await send({ receiptId: receipt.id, item }, edit);
        replace(index, saved);
        setUnsent((u) => ({ ...u, edits: dropSuperseded(u.edits) }));
        return { status: "saved", item: saved };
      } catch (error) {
        const message = messageOf(error, failedTitle);
        if (isRefusal(error) || !local) {
          replace(index, item);
          toast({ variant: "destructive", title: failedTitle, description: message });
          return { status: "rejected", message };
        }
        setUnsent((u) => ({ edits: [...dropSuperseded(u.edits), entry], message }));
        return { status: "local" };
      }
    },
    [receipt.id, purchaseYear, replace, t],
  );

  /** Sends every edit that only lives in this view, in order; throws the first failure so saving can stop and say why. */
  const sendUnsent = useCallback(async () => {
    for (const entry of unsent.edits) {
      const item = items.find((i) => i.index === entry.index);
      if (item) replace(entry.index, await send({ receiptId: receipt.id, item }, entry.edit));
      setUnsent((u) => ({ ...u, edits: u.edits.filter((e) => e !== entry) }));
    }
  }, [items, receipt.id, replace, unsent.edits]);

  /** The lines as the server answers them after a change to the receipt itself (a line added or deleted, a new date). */
  const adopt = useCallback((next: ReceiptItemView[]) => setItems(next), []);

  return { items, update, adopt, unsentCount: unsent.edits.length, unsentMessage: unsent.message, sendUnsent };
}
