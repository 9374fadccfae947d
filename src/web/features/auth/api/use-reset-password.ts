import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { clearAuthToken } from "../../../lib/auth-token";
import { userQueryKey } from "./use-user";
import { useI18n } from "../../../lib/i18n";

export function useResetPassword() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest("/api/reset-password", { contract: "POST /api/reset-password", body: input }),
    onSuccess: ({ message }) => {
      // The server ends every session of the account on reset, so whatever this browser held is gone.
      clearAuthToken();
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, null);
      toast({ title: t("auth.toast.passwordUpdated"), description: message });
      void navigate("/auth", { replace: true });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("auth.toast.newPasswordFailed"),
        description: messageOf(error, t("auth.toast.newPasswordFailedText")),
      });
    },
  });
}
