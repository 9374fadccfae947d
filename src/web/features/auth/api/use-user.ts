import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "#domain/api/auth";
import { apiRequest, ResponseContractError } from "../../../lib/api-client";
import { clearAuthToken, readAuthToken } from "../../../lib/auth-token";
import { USER_QUERY_SETTINGS } from "../../../lib/query-client";

export const userQueryKey = ["/api/user"] as const;

/**
 * The signed-in user, or null. Asked of /api/session, which answers "nobody" with 200 rather than /api/user's 401
 * (docs/product-spec.md §7), so an anonymous visit shows no failed request; as §4 says of /api/user, any failure
 * means no user.
 */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const { user } = await apiRequest("/api/session", { contract: "GET /api/session" });
    // The server lets a bearer token override the cookie, so an expired stored token would hide a fresh
    // cookie session (say, from a magic link); drop the token and ask once more on the cookie alone.
    if (user === null && readAuthToken()) {
      clearAuthToken();
      return fetchCurrentUser();
    }
    return user;
  } catch (error) {
    // An answer outside the contract is a bug to see in development, not a visitor who is signed out.
    if (error instanceof ResponseContractError) throw error;
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
