import type { z } from "zod";
import type { API_CONTRACT, ContractRoute } from "#domain/api/contract";
import { checkAgainstContract } from "#web-response-check";
import { translatorFor } from "./translators";
import { activeLocale } from "./active-locale";
import { ApiError, errorFromResponse } from "./api-error";
import { readAuthToken } from "./auth-token";

export { ResponseContractError } from "./api-error";

/** What an endpoint of the contract answers: the type its schema in src/domain gives (decision 019). */
export type ContractAnswer<R extends ContractRoute> = z.output<(typeof API_CONTRACT)[R]>;

interface ApiRequestOptions<R extends ContractRoute> {
  /** The endpoint of the contract the request calls, as `"METHOD /route"`: it gives the method and the answer's schema. */
  contract: R;
  body?: unknown;
}

/**
 * In development and in tests an answer is parsed with its endpoint's schema, and one that does not fit throws a
 * `ResponseContractError` naming the request and the first thing wrong. In production the schema is not run (the
 * server's integration test holds it to the contract, and the schemas are not even in the bundle) and the answer is
 * passed on as it came. Either way the caller gets the body itself, never zod's parsed copy, so what a page sees does
 * not depend on the mode.
 */
export function checkResponse<R extends ContractRoute>(contract: R, request: string, body: unknown): ContractAnswer<R> {
  // Read on every call, so a test can stub the mode.
  if (import.meta.env.DEV || import.meta.env.MODE === "test") checkAgainstContract(contract, request, body);
  return body as ContractAnswer<R>;
}

/**
 * Every call sends the session cookie, the stored bearer token and no-cache headers (docs/product-spec.md §7), and
 * asks the server to answer in the language the app is showing.
 */
export async function apiRequest<R extends ContractRoute>(path: string, { contract, body }: ApiRequestOptions<R>): Promise<ContractAnswer<R>> {
  const method = contract.slice(0, contract.indexOf(" "));
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
    "Accept-Language": activeLocale(),
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
    throw new ApiError(translatorFor(activeLocale()).t("common.unreachable"), 0);
  }

  if (!response.ok) throw await errorFromResponse(response, "common.requestFailed");
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the check says so outside production; production passes nothing on, as before.
  }
  return checkResponse(contract, `${method} ${path}`, parsed);
}
