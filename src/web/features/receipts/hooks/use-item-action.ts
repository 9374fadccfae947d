import { useState } from "react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import type { ItemEdit } from "../lib/local-item-edit";
import type { EditItem } from "../api/use-receipt-items";

/** One control's edit in flight and the server's refusal, if any, to show beside that control. */
export function useItemAction(onEdit: EditItem) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** True when the edit stands (saved, or kept in this view); false when the server refused it. */
  const run = async (item: ReceiptItemView, edit: ItemEdit): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const outcome = await onEdit(item, edit);
    setBusy(false);
    if (outcome.status === "rejected") setError(outcome.message);
    return outcome.status !== "rejected";
  };

  return { busy, error, setError, run };
}
