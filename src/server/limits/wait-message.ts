import type { MessageRef } from "#domain/i18n/translator";

/**
 * How long a refusal that passes with time lasts, as a message said in the reader's language: whole minutes, rounded
 * up, or whole hours from two hours on.
 */
export function waitDetail(key: "error.wait.tooManyAttempts" | "error.wait.accountLocked", ms: number): MessageRef {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes >= 120 ? { key, values: { count: Math.ceil(minutes / 60), unit: "hour" } } : { key, values: { count: minutes, unit: "minute" } };
}
