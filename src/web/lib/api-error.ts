import type { ErrorBodyCode } from "#domain/errors";
import type { MessageKey } from "#domain/i18n/translator";
import { translatorFor } from "./translators";
import { activeLocale } from "./active-locale";

/**
 * A failed API call: the server's `{ message, code }` (or plain words) plus the HTTP status, 0 when unreachable. A
 * refusal is recognised by its code, never by its words, which are in the reader's language.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's Retry-After, when it said how long a refusal that passes with time will last. */
    readonly retryAfterSeconds: number | null = null,
    /**
     * The server's code for the refusal, as it sent it (the server's integration tests hold it to the contract, and
     * the table of codes stays out of the first load); null when it sent none (unreachable, a proxy's page).
     */
    readonly code: ErrorBodyCode | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** An answer that does not fit its endpoint's schema: the server and the web app no longer agree on the contract. */
export class ResponseContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ResponseContractError";
  }
}

/** Network failures and server faults may pass on a second try; a 4xx answer will not change. */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}


/**
 * The ApiError a failed response means: the server's `{ message, code }` and Retry-After when it sent them; otherwise
 * plain words in the page's language (`fallback` for a client error), never a bare status line such as "500: Internal
 * Server Error" (a proxy's error page has no message).
 */
export async function errorFromResponse(response: Response, fallback: MessageKey): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message = "";
  let code: ErrorBodyCode | null = null;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null) {
      const { message: said, code: named } = body as { message?: unknown; code?: unknown };
      if (typeof said === "string") message = said;
      if (typeof named === "string") code = named as ErrorBodyCode;
    }
  } catch {
    // Not JSON: the words below stand in for it.
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return new ApiError(
    message || translatorFor(activeLocale()).t(response.status >= 500 ? "common.serverTrouble" : fallback),
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    code,
  );
}
