import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OtherExpenseValues } from "#domain/planner/other-expense-schema";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { plannerKeys } from "./use-claim-planner-data";

/** The other medical expenses the user typed for the planner. */
export function useOtherExpenses() {
  return useQuery({
    queryKey: plannerKeys.otherExpenses,
    queryFn: () => apiRequest("/api/other-expenses", { contract: "GET /api/other-expenses" }),
  });
}

/** Adds one; the list shows it, so success needs no toast (decision 021), a refusal does. */
export function useAddOtherExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OtherExpenseValues) => apiRequest("/api/other-expenses", { contract: "POST /api/other-expenses", body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.otherExpenses }),
  });
}

export function useDeleteOtherExpense() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/other-expenses/${encodeURIComponent(id)}`, { contract: "DELETE /api/other-expenses/:id" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.otherExpenses }),
    onError: (error) => toast({ title: t("planner.toast.deleteFailed"), description: messageOf(error, t("common.tryAgain")), variant: "destructive" }),
  });
}
