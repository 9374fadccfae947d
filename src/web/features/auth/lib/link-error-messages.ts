import type { MessageKey } from "#domain/i18n/translator";

// better-auth adds ?error=<CODE> when an emailed link fails; visitors need to know what to do next, not the code.
export function verificationLinkError(code: string): MessageKey {
  return code.toLowerCase() === "token_expired" ? "auth.verifyFailed.expired" : "auth.verifyFailed.invalid";
}
