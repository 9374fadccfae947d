import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClaimDocumentsUpdate } from "#domain/tax/claim-documents-schema";
import { apiRequest } from "../../../lib/api-client";

export const claimDocumentsQueryKey = ["/api/settings/documents"] as const;

/** What the user has recorded of the documents the CRA asks them to keep: the letter's date and the claimant's name. */
export function useClaimDocuments() {
  return useQuery({
    queryKey: claimDocumentsQueryKey,
    queryFn: () => apiRequest("/api/settings/documents", { contract: "GET /api/settings/documents" }),
  });
}

export function useSaveClaimDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: ClaimDocumentsUpdate) => apiRequest("/api/settings/documents", { contract: "PUT /api/settings/documents", body: documents }),
    onSuccess: (saved) => queryClient.setQueryData(claimDocumentsQueryKey, saved),
  });
}
