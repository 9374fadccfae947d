import { useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "#domain/auth-schemas";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import type { AuthResult } from "./auth-result";
import { useCompleteSignIn } from "./use-complete-sign-in";

export function useRegister() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<AuthResult>("/api/register", { method: "POST", body: input }),
    onSuccess: (result) => {
      toast({
        title: "Registration successful",
        description: "Welcome to CeliacClaim! Check your inbox for a link to verify your email.",
      });
      completeSignIn(result);
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Registration failed",
        description: messageOf(error, "We could not create your account. Please try again."),
      });
    },
  });
}
