import { ApiError, errorFromResponse } from "./api-error";
import { readAuthToken } from "./auth-token";

interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
}

const UNREACHABLE_MESSAGE = "Could not reach CeliacClaim. Check your connection and try again.";

/** Every call sends the session cookie, the stored bearer token and no-cache headers (docs/product-spec.md §7). */
export async function apiRequest<T>(path: string, { method = "GET", body }: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
  };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Fastify refuses an empty body declared as JSON, so the content type goes only with a payload.
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(UNREACHABLE_MESSAGE, 0);
  }

  if (!response.ok) throw await errorFromResponse(response, `${response.status}: ${response.statusText || "Request failed"}`);
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined as T;
  }
}
