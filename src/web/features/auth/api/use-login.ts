import { useMutation } from "@tanstack/react-query";
import type { LoginInput } from "#domain/auth-schemas";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useCompleteSignIn } from "./use-complete-sign-in";
import { useI18n } from "../../../lib/i18n";

export function useLogin() {
  const { t } = useI18n();
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest("/api/login", { contract: "POST /api/login", body: input }),
    onSuccess: completeSignIn,
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("auth.toast.loginFailed"),
        description: messageOf(error, t("auth.toast.loginFailedText")),
      });
    },
  });
}
