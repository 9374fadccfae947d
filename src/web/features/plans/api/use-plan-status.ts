import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { SubscriptionView } from "./subscription-types";

export const planStatusQueryKey = ["/api/subscription-status"] as const;

export interface PlanStatus {
  isPremium: boolean;
  subscription: SubscriptionView | null;
  plan: "free" | "premium";
  receiptsThisMonth: number;
  receiptsPerMonth: number | null;
  /** False on a server that sells no Premium: its Premium features are open to everyone. */
  paymentsAvailable: boolean;
}

/**
 * docs/product-spec.md §7: /api/subscription-status, retried once and only asked when signed in; the receipts count
 * shows what is left of the Free plan, so it is never taken from cache.
 */
export function usePlanStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: planStatusQueryKey,
    queryFn: () => apiRequest<PlanStatus>("/api/subscription-status"),
    enabled,
    retry: 1,
    staleTime: 0,
  });
}
