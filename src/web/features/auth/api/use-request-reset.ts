import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";

export function useRequestReset() {
  const { t } = useI18n();
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest("/api/reset-password/request", { contract: "POST /api/reset-password/request", body: input }),
    onSuccess: () => {
      toast({
        title: t("auth.toast.resetSent"),
        description: t("auth.answer.resetRequested"),
      });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("auth.toast.resetFailed"),
        description: messageOf(error, t("common.tryAgainSoon")),
      });
    },
  });
}
