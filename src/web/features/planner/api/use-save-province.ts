import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClaimDefaultsInput } from "#domain/tax/claim-defaults-schema";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { claimDefaultsQueryKey } from "../../settings/api/use-claim-defaults";

/**
 * Saves the province with the other claim defaults. The page shows the answer at once in place of the question, so
 * success says nothing more (decision 021); a refusal is said.
 */
export function useSaveProvince() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimDefaultsInput) => apiRequest("/api/settings/claim-defaults", { contract: "PUT /api/settings/claim-defaults", body }),
    onSuccess: (saved) => queryClient.setQueryData(claimDefaultsQueryKey, saved),
    onError: (error) => toast({ title: t("planner.toast.provinceFailed"), description: messageOf(error, t("common.tryAgain")), variant: "destructive" }),
  });
}
