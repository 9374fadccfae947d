/** A failed API call: the server's `{ message }` (or the status line) plus the HTTP status, 0 when unreachable. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's Retry-After, when it said how long a refusal that passes with time will last. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
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
