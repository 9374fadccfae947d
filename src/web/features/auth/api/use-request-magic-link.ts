import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";

export function useRequestMagicLink() {
  const { t } = useI18n();
  return useMutation({
    mutationFn: (input: { email: string; redirect: string }) =>
      apiRequest("/api/magic-link/request", { contract: "POST /api/magic-link/request", body: input }),
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("auth.toast.linkFailed"),
        description: messageOf(error, t("common.tryAgainSoon")),
      });
    },
  });
}
