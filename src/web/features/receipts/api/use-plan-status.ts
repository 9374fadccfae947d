import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { planStatusQueryKey } from "./receipt-query-keys";

export interface PlanStatus {
  isPremium: boolean;
  plan: "free" | "premium";
  receiptsThisMonth: number;
  receiptsPerMonth: number | null;
}

/** SPEC §7: /api/subscription-status, retried once; the receipts count shows what is left of the Free plan. */
export function usePlanStatus() {
  return useQuery({
    queryKey: planStatusQueryKey,
    queryFn: () => apiRequest<PlanStatus>("/api/subscription-status"),
    retry: 1,
    staleTime: 0,
  });
}
