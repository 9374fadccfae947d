import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { TAX_REPORT_KEY } from "./report-query-keys";

export function useDeleteLineItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/tax-report/line-items/${encodeURIComponent(id)}`, { contract: "DELETE /api/tax-report/line-items/:id" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAX_REPORT_KEY] }),
    onError: (error) => toast({ title: "Delete failed", description: messageOf(error, "Please try again."), variant: "destructive" }),
  });
}
