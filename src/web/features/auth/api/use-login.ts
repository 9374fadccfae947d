import { useMutation } from "@tanstack/react-query";
import type { LoginInput } from "#domain/auth-schemas";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useCompleteSignIn } from "./use-complete-sign-in";

export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest("/api/login", { contract: "POST /api/login", body: input }),
    onSuccess: completeSignIn,
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Login failed",
        description: messageOf(error, "Please check your email and password and try again."),
      });
    },
  });
}
