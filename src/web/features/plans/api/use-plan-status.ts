import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const planStatusQueryKey = ["/api/subscription-status"] as const;

/**
 * docs/product-spec.md §7: /api/subscription-status, retried once and only asked when signed in; the receipts count
 * shows what is left of the Free plan, so it is never taken from cache.
 */
export function usePlanStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: planStatusQueryKey,
    queryFn: () => apiRequest("/api/subscription-status", { contract: "GET /api/subscription-status" }),
    enabled,
    retry: 1,
    staleTime: 0,
  });
}
