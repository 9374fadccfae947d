import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";

export function useRequestMagicLink() {
  return useMutation({
    mutationFn: (input: { email: string; redirect: string }) =>
      apiRequest("/api/magic-link/request", { contract: "POST /api/magic-link/request", body: input }),
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Could not send sign-in link",
        description: messageOf(error, "Please try again in a moment."),
      });
    },
  });
}
