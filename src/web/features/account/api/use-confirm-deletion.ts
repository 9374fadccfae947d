import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "#domain/api/auth";
import { apiRequest } from "../../../lib/api-client";
import { clearAuthToken } from "../../../lib/auth-token";
import { fetchCurrentUser, userQueryKey } from "../../auth/api/use-user";
import { forgetAllPhotosOf } from "../../device-photos/api/kept-photos";
import { clearOfflineData } from "../../offline/api/offline-data";

/**
 * Deletes the account the emailed link names; whatever this browser held of it goes too: this tab's data, the offline
 * copies, and the receipt photos kept here for the account signed in, once the server no longer knows its session
 * (the link may have been opened where another account is signed in, whose photos stay).
 */
export function useConfirmDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const signedIn = queryClient.getQueryData<PublicUser | null>(userQueryKey) ?? null;
      const answer = await apiRequest("/api/account/deletion/confirm", {
        contract: "POST /api/account/deletion/confirm",
        body: { token },
      });
      if (signedIn && (await fetchCurrentUser()) === null) await forgetAllPhotosOf(signedIn.id).catch(() => undefined);
      return answer;
    },
    onSuccess: () => {
      clearAuthToken();
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, null);
      void clearOfflineData();
    },
  });
}
