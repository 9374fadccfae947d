import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "#domain/auth-schemas";
import { apiRequest } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { clearAuthToken, readAuthToken } from "../../../lib/auth-token";
import { USER_QUERY_SETTINGS } from "../../../lib/query-client";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in user, or null: SPEC §4 treats a 401 and any other failure alike as "no user". */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await apiRequest<PublicUser>("/api/user");
  } catch (error) {
    // The server lets a bearer token override the cookie, so an expired stored token would hide a fresh
    // cookie session (say, from a magic link); drop the token and ask once more on the cookie alone.
    if (error instanceof ApiError && error.status === 401 && readAuthToken()) {
      clearAuthToken();
      return fetchCurrentUser();
    }
    return null;
  }
}

export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchCurrentUser, ...USER_QUERY_SETTINGS });
}

export interface AuthState {
  user: PublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useAuth(): AuthState {
  const { data, isPending } = useUser();
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
