import type { MessageKey } from "#domain/i18n/translator";

/**
 * better-auth's own refusals a user can meet (its `code`, @better-auth/core's BASE_ERROR_CODES), said from the
 * catalogues in the reader's language instead of better-auth's English sentence. A code not listed keeps its sentence:
 * it names a misuse of the API, not something a person typed.
 */
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  INVALID_EMAIL: "validation.email",
  INVALID_PASSWORD: "error.INVALID_CREDENTIALS",
  INVALID_EMAIL_OR_PASSWORD: "error.INVALID_CREDENTIALS",
  PASSWORD_TOO_SHORT: "validation.passwordMin8",
  PASSWORD_TOO_LONG: "validation.passwordMax",
  USER_ALREADY_EXISTS: "error.EMAIL_TAKEN",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "error.EMAIL_TAKEN",
  INVALID_TOKEN: "authError.linkInvalid",
  TOKEN_EXPIRED: "authError.linkInvalid",
  EMAIL_NOT_VERIFIED: "authError.emailNotVerified",
  EMAIL_ALREADY_VERIFIED: "auth.answer.alreadyVerified",
  SESSION_EXPIRED: "error.NOT_SIGNED_IN",
  USER_NOT_FOUND: "error.NOT_SIGNED_IN",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "authError.noPassword",
  FAILED_TO_CREATE_USER: "auth.toast.registrationFailedText",
};

export const betterAuthMessage = (code: unknown): MessageKey | undefined =>
  typeof code === "string" && Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
