import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import type { MessageKey } from "#domain/i18n/translator";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { deleteReceiptItem, postReceiptItem, putReceiptFacts } from "./receipt-requests";
import { receiptQueryKey } from "./receipt-query-keys";

export type CorrectionOutcome = { ok: true } | { ok: false; message: string };

interface Options {
  receiptId: string;
  /** Sends the line edits only this view holds, so the server's answer includes them. */
  sendUnsent: () => Promise<void>;
  /** Takes the server's lines as the page's working copy. */
  adopt: (items: ReceiptItemView[]) => void;
}

/**
 * Corrections of the receipt itself: its date and store, a line added or deleted. Each answers the whole receipt with
 * the server's rules run again (a new date prices every line in its year and looks again for a saved copy), which
 * becomes the cached receipt and the page's lines at once. A refusal is returned for the form to show.
 */
export function useReceiptCorrections({ receiptId, sendUnsent, adopt }: Options) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const run = useCallback(
    async (request: () => Promise<ReceiptView>, fallback: MessageKey): Promise<CorrectionOutcome> => {
      try {
        await sendUnsent();
        const view = await request();
        queryClient.setQueryData(receiptQueryKey(receiptId), view);
        // The page shows the corrected receipt at once, so no toast repeats it (decision 021).
        adopt(view.items);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: messageOf(error, t(fallback)) };
      }
    },
    [adopt, queryClient, receiptId, sendUnsent, t],
  );

  const setFacts = useCallback(
    (facts: { purchaseDate?: string; store?: string }) =>
      run(
        () => putReceiptFacts(receiptId, facts),
        "correction.failed.facts",
      ),
    [receiptId, run],
  );

  const addLine = useCallback(
    (line: { productName: string; price: number; quantity: number }) =>
      run(
        () => postReceiptItem(receiptId, line),
        "correction.failed.add",
      ),
    [receiptId, run],
  );

  const deleteLine = useCallback(
    (item: ReceiptItemView) =>
      run(
        () => deleteReceiptItem(item.id),
        "correction.failed.delete",
      ),
    [run],
  );

  return { setFacts, addLine, deleteLine };
}
