import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Proves the user again (password, or a fresh sign-in by link) and has the deletion link emailed. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (input: { password?: string }) =>
      apiRequest("/api/account/deletion/request", { contract: "POST /api/account/deletion/request", body: input }),
  });
}
