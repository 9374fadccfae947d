import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function useAccountFacts() {
  return useQuery({
    queryKey: ["/api/account"],
    queryFn: () => apiRequest("/api/account", { contract: "GET /api/account" }),
  });
}
