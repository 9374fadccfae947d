import { useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "#domain/auth-schemas";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { clearAuthToken, storeAuthToken } from "../../../lib/auth-token";
import { useCompleteSignIn } from "./use-complete-sign-in";
import { fetchCurrentUser } from "./use-user";
import { useI18n } from "../../../lib/i18n";

/**
 * The server answers a registration the same way whether or not the email already has an account (so the answer
 * cannot be used to find out); only a new account comes with a working session. The session is checked before the
 * visitor is treated as signed in; otherwise the owner has been emailed, and the visitor is told to look there.
 */
async function registerAndConfirm(input: RegisterInput) {
  const result = await apiRequest("/api/register", { contract: "POST /api/register", body: input });
  storeAuthToken(result.token);
  const user = await fetchCurrentUser();
  if (!user) clearAuthToken();
  return { result, user, email: input.email };
}

export function useRegister() {
  const { t } = useI18n();
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: registerAndConfirm,
    onSuccess: ({ result, user, email }) => {
      if (!user) {
        toast({
          title: t("auth.toast.checkInbox"),
          description: t("auth.toast.checkInboxText", { email }),
        });
        return;
      }
      completeSignIn({ user, token: result.token });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("auth.toast.registrationFailed"),
        description: messageOf(error, t("auth.toast.registrationFailedText")),
      });
    },
  });
}
