import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";

export const receiptAddressQueryKey = ["/api/settings/receipt-address"] as const;

/** The user's forwarding address for e-mailed receipts, and whether this server receives mail at all (decision 034). */
export function useReceiptAddress() {
  return useQuery({
    queryKey: receiptAddressQueryKey,
    queryFn: () => apiRequest("/api/settings/receipt-address", { contract: "GET /api/settings/receipt-address" }),
  });
}

/** `renew` turns an address on, or replaces the one in use (the server revokes it); `turnOff` revokes it. */
export function useChangeReceiptAddress() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (change: "renew" | "turnOff") =>
      change === "renew"
        ? apiRequest("/api/settings/receipt-address", { contract: "POST /api/settings/receipt-address" })
        : apiRequest("/api/settings/receipt-address", { contract: "DELETE /api/settings/receipt-address" }),
    onSuccess: (answer, change) => {
      queryClient.setQueryData(receiptAddressQueryKey, answer);
      if (change === "turnOff") toast({ title: t("settings.receiptAddress.turnedOff") });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: t("settings.receiptAddress.changeFailed"), description: messageOf(error, t("common.tryAgain")) }),
  });
}
