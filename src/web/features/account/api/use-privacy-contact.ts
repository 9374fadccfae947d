import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function usePrivacyContact() {
  return useQuery({
    queryKey: ["/api/privacy/contact"],
    queryFn: () => apiRequest("/api/privacy/contact", { contract: "GET /api/privacy/contact" }),
    staleTime: Infinity,
  });
}
