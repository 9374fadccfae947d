import type { FastifyError } from "fastify";
import { DomainError, type ErrorBodyCode, type ErrorCode } from "#domain/errors";
import { DEFAULT_LOCALE, type Locale } from "#domain/i18n/locales";
import { translatorFor } from "#domain/i18n/translators";
import { codeForStatus, messageForStatus } from "./error-body";
import { ERROR_RESPONSES, UNEXPECTED_ERROR, errorMessage } from "./error-codes";

// Fastify's own refusals of a request body, said in the app's words.
const FASTIFY_CODES = new Map<string, ErrorCode>([
  ["FST_ERR_CTP_INVALID_JSON_BODY", "BODY_INVALID_JSON"],
  ["FST_ERR_CTP_EMPTY_JSON_BODY", "BODY_EMPTY"],
  ["FST_ERR_CTP_BODY_TOO_LARGE", "BODY_TOO_LARGE"],
  ["FST_ERR_CTP_INVALID_MEDIA_TYPE", "BODY_NOT_JSON"],
  ["FST_ERR_CTP_INVALID_CONTENT_LENGTH", "BODY_LENGTH_MISMATCH"],
  ["FST_ERR_BAD_URL", "BAD_URL"],
]);

export interface ErrorReply {
  status: number;
  body: { message: string; code: ErrorBodyCode; fieldErrors?: Record<string, string> };
  /** Seconds to wait before trying again, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** False for a bug or an outage, which is worth a log line with its stack. */
  expected: boolean;
}

const translated = (fields: Record<string, string> | undefined, say: (text: string) => string) =>
  fields && Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, say(message)]));

/**
 * What any thrown value answers, in `locale`: a code through the table, any other client error (a plugin's, Fastify's
 * own beyond the table) the sentence of its status, since the thrower's words are English and meant for developers;
 * anything else 500. A detail or field message that is a catalogue key (a schema's) is said in the locale too.
 */
export function toErrorReply(error: unknown, locale: Locale = DEFAULT_LOCALE): ErrorReply {
  const domain = asDomainError(error);
  if (domain) {
    const { status } = ERROR_RESPONSES[domain.code];
    const { t, text: say } = translatorFor(locale);
    const { detail } = domain;
    return {
      status,
      body: {
        message: detail === undefined ? errorMessage(domain.code, locale) : typeof detail === "string" ? say(detail) : t(detail.key, detail.values),
        code: domain.code,
        fieldErrors: translated(domain.fields, say),
      },
      retryAfterSeconds: domain.retryAfterSeconds,
      expected: true,
    };
  }
  const { statusCode } = (error ?? {}) as Partial<FastifyError>;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { message: messageForStatus(statusCode, locale), code: codeForStatus(statusCode) }, expected: true };
  }
  return { status: UNEXPECTED_ERROR.status, body: { message: UNEXPECTED_ERROR.message(locale), code: "UNEXPECTED" }, expected: false };
}

function asDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  const code = FASTIFY_CODES.get(String((error as Partial<FastifyError> | null)?.code));
  return code ? new DomainError(code) : null;
}
