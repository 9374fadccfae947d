import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";

export function useRequestReset() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest("/api/reset-password/request", { contract: "POST /api/reset-password/request", body: input }),
    onSuccess: () => {
      toast({
        title: "Password reset email sent",
        description: "If an account with this email exists, you will receive a password reset link.",
      });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Password reset request failed",
        description: messageOf(error, "Please try again in a moment."),
      });
    },
  });
}
