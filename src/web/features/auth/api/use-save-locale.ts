import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "#domain/api/auth";
import type { Locale } from "#domain/i18n/locales";
import { apiRequest } from "../../../lib/api-client";
import { userQueryKey } from "./use-user";

/**
 * Remembers a signed-in user's language on the account. The cached user takes it at once, so the pages switch
 * without waiting; a failed save leaves it chosen in this browser, which is where the switch also keeps it.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => apiRequest("/api/settings/locale", { contract: "PUT /api/settings/locale", body: { locale } }),
    onMutate: (locale) => {
      queryClient.setQueryData<PublicUser | null>(userQueryKey, (user) => (user ? { ...user, locale } : user));
    },
  });
}
