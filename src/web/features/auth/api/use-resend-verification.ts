import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest("/api/verify-email/resend", { contract: "POST /api/verify-email/resend" }),
    onSuccess: ({ message }) => {
      toast({ title: "Verification email sent", description: message });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Could not send verification email",
        description: messageOf(error, "Please try again in a moment."),
      });
    },
  });
}
