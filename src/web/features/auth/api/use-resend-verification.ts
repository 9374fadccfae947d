import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";

export function useResendVerification() {
  const { t } = useI18n();
  return useMutation({
    mutationFn: () => apiRequest("/api/verify-email/resend", { contract: "POST /api/verify-email/resend" }),
    onSuccess: ({ message }) => {
      toast({ title: t("auth.toast.verificationSent"), description: message });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("auth.toast.verificationFailed"),
        description: messageOf(error, t("common.tryAgainSoon")),
      });
    },
  });
}
