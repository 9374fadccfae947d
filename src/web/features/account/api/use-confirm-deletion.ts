import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { clearAuthToken } from "../../../lib/auth-token";
import { userQueryKey } from "../../auth/api/use-user";

/** Deletes the account the emailed link names; whatever this tab held of it goes too. */
export function useConfirmDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest("/api/account/deletion/confirm", { contract: "POST /api/account/deletion/confirm", body: { token } }),
    onSuccess: () => {
      clearAuthToken();
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
