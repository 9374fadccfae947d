import { useRef, useState } from "react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { toast, type ToastMessage } from "../../components/ui/toast-store";
import { messageOf } from "../../lib/api-error";
import type { ConfirmResult } from "./api/receipt-requests";
import { useConfirmReceipt, type ConfirmInput } from "./api/use-confirm-receipt";

export const NO_ITEMS_SELECTED = "Please select at least one gluten-free item before saving.";

interface SaveTexts {
  saving?: ToastMessage;
  saved: (result: ConfirmResult) => ToastMessage;
  failedTitle: string;
  failedFallback: string;
}

/**
 * Saving runs once however often the button is pressed (the ref closes the gap before React re-renders; the server
 * guards too). Unsent local edits go first, so what is logged is what the page shows; on failure nothing is cleared.
 */
export function useSaveReceipt(input: {
  receiptId: string;
  items: readonly ReceiptItemView[];
  sendUnsent: () => Promise<void>;
  body: Omit<ConfirmInput, "receiptId">;
  texts: SaveTexts;
}) {
  const confirm = useConfirmReceipt();
  const running = useRef(false);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (running.current) return;
    if (!input.items.some((i) => i.isSelected)) {
      toast({ variant: "destructive", title: "No Items Selected", description: NO_ITEMS_SELECTED });
      return;
    }
    running.current = true;
    setState("saving");
    setError(null);
    if (input.texts.saving) toast(input.texts.saving);
    try {
      await input.sendUnsent();
      const result = await confirm.mutateAsync({ receiptId: input.receiptId, ...input.body });
      toast(input.texts.saved(result));
      setState("saved");
    } catch (e) {
      const message = messageOf(e, input.texts.failedFallback);
      setError(message);
      toast({ variant: "destructive", title: input.texts.failedTitle, description: message });
      setState("idle");
      running.current = false;
    }
  };

  return { save, state, error };
}
