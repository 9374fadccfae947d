import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { claimDefaultsQueryKey } from "./use-claim-defaults";

export function useSaveClaimDefaults() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: ClaimDefaults) =>
      apiRequest("/api/settings/claim-defaults", { contract: "PUT /api/settings/claim-defaults", body: defaults }),
    onSuccess: (saved) => {
      queryClient.setQueryData(claimDefaultsQueryKey, saved);
      toast({ title: t("settings.saved"), description: t("settings.savedText") });
    },
    onError: (error) => toast({ title: t("settings.saveFailed"), description: messageOf(error, t("common.tryAgain")), variant: "destructive" }),
  });
}
