import { useMutation, useQueryClient } from "@tanstack/react-query";
import { planStatusQueryKey } from "../../plans/api/use-plan-status";
import { discardReceipt } from "./receipt-requests";
import { receiptListsKey, receiptQueryKey } from "./receipt-query-keys";

/** Drops a receipt waiting for review; on the Free plan its slot of the month comes back. */
export function useDiscardReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => discardReceipt(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: receiptQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: receiptListsKey });
      void queryClient.invalidateQueries({ queryKey: planStatusQueryKey });
    },
  });
}
