import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Claimant } from "#domain/tax/claimant";
import { confirmReceipt } from "./receipt-requests";
import { receiptListsKey, receiptQueryKey } from "./receipt-query-keys";

export interface ConfirmInput {
  receiptId: string;
  /** The purchase date the user entered when the receipt's own could not be read. */
  purchaseDate?: string;
  /** Whom the food is for and the share they eat; absent, the server uses the user's saved defaults. */
  claimant?: Claimant;
  sharePct?: number;
  /** The user saw the saved receipt this one looks like and saves it all the same. */
  saveAnyway?: boolean;
}

/** Confirming is idempotent on the server, so the shared single retry is safe. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, ...body }: ConfirmInput) => confirmReceipt(receiptId, body),
    onSuccess: (_result, { receiptId }) => {
      void queryClient.invalidateQueries({ queryKey: receiptQueryKey(receiptId) });
      void queryClient.invalidateQueries({ queryKey: receiptListsKey });
      // Reports, the tax summary and the line list all read what was just logged.
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/tax-report") });
    },
  });
}
