import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const claimDefaultsQueryKey = ["/api/settings/claim-defaults"] as const;

/** Whom new claim lines are for and the share claimed; "for me, 100%" until the user saves their own. */
export function useClaimDefaults() {
  return useQuery({
    queryKey: claimDefaultsQueryKey,
    queryFn: () => apiRequest("/api/settings/claim-defaults", { contract: "GET /api/settings/claim-defaults" }),
  });
}
