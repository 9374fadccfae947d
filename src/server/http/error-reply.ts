import type { FastifyError } from "fastify";
import { DomainError, type ErrorCode } from "#domain/errors";
import { ERROR_RESPONSES, UNEXPECTED_ERROR } from "./error-codes";

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
  body: { message: string; fieldErrors?: Record<string, string> };
  /** Seconds to wait before trying again, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** False for a bug or an outage, which is worth a log line with its stack. */
  expected: boolean;
}

/** What any thrown value answers: a code through the table, a client error as Fastify words it, anything else 500. */
export function toErrorReply(error: unknown): ErrorReply {
  const domain = asDomainError(error);
  if (domain) {
    const { status, message } = ERROR_RESPONSES[domain.code];
    return {
      status,
      body: { message: domain.detail ?? message, fieldErrors: domain.fields },
      retryAfterSeconds: domain.retryAfterSeconds,
      expected: true,
    };
  }
  const { statusCode, message } = (error ?? {}) as Partial<FastifyError>;
  if (statusCode && statusCode >= 400 && statusCode < 500 && message) {
    return { status: statusCode, body: { message }, expected: true };
  }
  return { status: UNEXPECTED_ERROR.status, body: { message: UNEXPECTED_ERROR.message }, expected: false };
}

function asDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  const code = FASTIFY_CODES.get(String((error as Partial<FastifyError> | null)?.code));
  return code ? new DomainError(code) : null;
}
