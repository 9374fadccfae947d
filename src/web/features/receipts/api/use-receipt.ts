import { useQuery } from "@tanstack/react-query";
import { fetchReceipt } from "./receipt-requests";
import { receiptQueryKey } from "./receipt-query-keys";

/** The receipt as stored; edits go through useReceiptItems, which keeps its own working copy. Null id: none. */
export function useReceipt(id: string | null) {
  return useQuery({
    queryKey: receiptQueryKey(id ?? ""),
    queryFn: () => fetchReceipt(id ?? ""),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
