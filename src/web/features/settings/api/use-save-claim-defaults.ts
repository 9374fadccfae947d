import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { claimDefaultsQueryKey } from "./use-claim-defaults";

export function useSaveClaimDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: ClaimDefaults) =>
      apiRequest("/api/settings/claim-defaults", { contract: "PUT /api/settings/claim-defaults", body: defaults }),
    onSuccess: (saved) => {
      queryClient.setQueryData(claimDefaultsQueryKey, saved);
      toast({ title: "Settings saved", description: "New purchases you save will start with these." });
    },
    onError: (error) => toast({ title: "Save failed", description: messageOf(error, "Please try again."), variant: "destructive" }),
  });
}
