import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ConfirmResult } from "#domain/api/receipts";
import type { ReceiptItemView, ReceiptView, SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { toast, type ToastMessage } from "../../../components/ui/toast-store";
import { ApiError, messageOf } from "../../../lib/api-error";
import { fetchReceipt } from "./receipt-requests";
import { receiptQueryKey } from "./receipt-query-keys";
import { useConfirmReceipt, type ConfirmInput } from "./use-confirm-receipt";


interface SaveTexts {
  saving?: ToastMessage;
  saved: (result: ConfirmResult) => ToastMessage;
  failedTitle: string;
  failedFallback: string;
  /** Said when Save is pressed with no line selected. */
  noItemsTitle: string;
  noItems: string;
}

/**
 * Saving runs once however often the button is pressed (the ref closes the gap before React re-renders; the server
 * guards too). Unsent local edits go first, so what is logged is what the page shows; on failure nothing is cleared.
 * A receipt that looks like a saved one is saved only after the user says "save anyway": asked before sending when
 * the page knows of the earlier receipt, and after the server's 409 when it was saved since (in another tab, say).
 */
export function useSaveReceipt(input: {
  receiptId: string;
  items: readonly ReceiptItemView[];
  possibleDuplicate: SavedReceiptRef | null;
  sendUnsent: () => Promise<void>;
  body: Omit<ConfirmInput, "receiptId">;
  texts: SaveTexts;
}) {
  const confirm = useConfirmReceipt();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [error, setError] = useState<string | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<SavedReceiptRef | null>(null);

  /** The earlier receipt the server now knows of, when a 409 was about one. */
  const earlierAfterRefusal = async (e: unknown): Promise<SavedReceiptRef | null> => {
    if (!(e instanceof ApiError) || e.status !== 409) return null;
    // Asked of the server, never the cache: the page's copy is the one that did not know of the earlier receipt.
    const fresh = await queryClient
      .fetchQuery<ReceiptView>({ queryKey: receiptQueryKey(input.receiptId), queryFn: () => fetchReceipt(input.receiptId), staleTime: 0 })
      .catch(() => null);
    return fresh?.status === "processed" ? fresh.possibleDuplicate : null;
  };

  const send = async (saveAnyway: boolean) => {
    running.current = true;
    setState("saving");
    setError(null);
    if (input.texts.saving) toast(input.texts.saving);
    try {
      await input.sendUnsent();
      const result = await confirm.mutateAsync({ receiptId: input.receiptId, ...input.body, ...(saveAnyway ? { saveAnyway } : {}) });
      toast(input.texts.saved(result));
      setState("saved");
    } catch (e) {
      setState("idle");
      running.current = false;
      const earlier = await earlierAfterRefusal(e);
      if (earlier) {
        setDuplicateOf(earlier);
        return;
      }
      const message = messageOf(e, input.texts.failedFallback);
      setError(message);
      toast({ variant: "destructive", title: input.texts.failedTitle, description: message });
    }
  };

  const save = async () => {
    if (running.current) return;
    if (!input.items.some((i) => i.isSelected)) {
      toast({ variant: "destructive", title: input.texts.noItemsTitle, description: input.texts.noItems });
      return;
    }
    if (input.possibleDuplicate) {
      setDuplicateOf(input.possibleDuplicate);
      return;
    }
    await send(false);
  };

  const duplicate = {
    earlier: duplicateOf,
    onSaveAnyway: () => {
      setDuplicateOf(null);
      if (!running.current) void send(true);
    },
    onCancel: () => setDuplicateOf(null),
  };

  return { save, state, error, duplicate };
}
