// docs/product-spec.md §3: the session token is kept under this key and sent as a bearer header beside the cookie.
const AUTH_TOKEN_KEY = "authToken";

// Storage can throw (blocked cookies, some private modes); the session cookie still works without it.
export function readAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // The cookie session carries on without a stored token.
  }
}

export function clearAuthToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
