import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { clearAuthToken } from "../../../lib/auth-token";
import { useI18n } from "../../../lib/i18n";
import { clearOfflineData } from "../../offline/api/offline-data";
import { userQueryKey } from "./use-user";

export function useLogout() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("/api/logout", { contract: "POST /api/logout" }),
    onSuccess: () => {
      clearAuthToken();
      // Cached receipts and reports belong to the account that just left.
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, null);
      // As are the copies this browser keeps for reading offline.
      void clearOfflineData();
      void navigate("/auth");
    },
    onError: (error) => {
      toast({ variant: "destructive", title: t("auth.toast.logoutFailed"), description: messageOf(error, t("common.tryAgain")) });
    },
  });
}
