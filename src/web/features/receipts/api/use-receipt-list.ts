import { useQuery } from "@tanstack/react-query";
import type { ReceiptSummary } from "#domain/receipts/receipt-view-types";
import { fetchReceiptList } from "./receipt-requests";
import { receiptListQueryKey } from "./receipt-query-keys";

/** Receipts waiting for review ("processed") or saved ("confirmed"), newest first. */
export function useReceiptList(status: ReceiptSummary["status"], limit = 20) {
  return useQuery({
    queryKey: receiptListQueryKey(status, limit),
    queryFn: () => fetchReceiptList(status, limit),
    select: (data) => data.receipts,
  });
}
