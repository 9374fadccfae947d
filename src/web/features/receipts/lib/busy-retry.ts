import { ApiError } from "../../../lib/api-error";

/** Waits for a free receipt reader before the upload page gives up and shows the server's message. */
export const MAX_BUSY_WAITS = 5;
const LONGEST_WAIT_SECONDS = 60;

/**
 * Seconds to wait before sending the photos again when every receipt reader was busy (503 with Retry-After), or
 * null when the failure is not one that passes with time.
 */
export function busyRetrySeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterSeconds === null) return null;
  return Math.min(LONGEST_WAIT_SECONDS, Math.max(1, Math.ceil(error.retryAfterSeconds)));
}
