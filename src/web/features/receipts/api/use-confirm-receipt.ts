import { useMutation, useQueryClient } from "@tanstack/react-query";
import { confirmReceipt } from "./receipt-requests";
import { receiptQueryKey } from "./receipt-query-keys";

export interface VirtualItemPayload {
  productName: string;
  price: number;
  customRegularPrice: number | null;
  isGlutenFree: boolean;
  category: string;
}

export interface ConfirmInput {
  receiptId: string;
  /** Upload page: selected items the server has no id for (SPEC §7). */
  virtualItems?: VirtualItemPayload[];
  /** Review page (SPEC §7); always null here: the photo is never sent again. */
  receiptImage?: null;
  /** The purchase date the user entered when the receipt's own could not be read. */
  purchaseDate?: string;
}

/** Confirming is idempotent on the server, so the shared single retry is safe. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, ...body }: ConfirmInput) => confirmReceipt(receiptId, body),
    onSuccess: (_result, { receiptId }) => {
      void queryClient.invalidateQueries({ queryKey: receiptQueryKey(receiptId) });
      // Reports, the tax summary and the line list all read what was just logged.
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/tax-report") });
    },
  });
}
