import type { FastifyInstance } from "fastify";
import { isApiPath, pathOf } from "./canonical-path";
import { DEFAULT_LOCALE, type Locale } from "#domain/i18n/locales";
import { isErrorBodyCode, type ErrorBodyCode, type ErrorCode } from "#domain/errors";
import { translatorFor } from "#domain/i18n/translators";
import { betterAuthMessage } from "../auth/better-auth-messages";
import { errorMessage, UNEXPECTED_ERROR } from "./error-codes";
import { requestLocale } from "./request-locale";

// The code of an error answer whoever wrote it (better-auth, a plugin, Fastify's 404) gave none of ours.
const STATUS_CODES: Record<number, ErrorCode> = {
  400: "VALIDATION_FAILED",
  401: "NOT_SIGNED_IN",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "BODY_TOO_LARGE",
  415: "BODY_NOT_JSON",
  422: "REQUEST_UNPROCESSABLE",
  429: "RATE_LIMITED",
};

export const codeForStatus = (status: number): ErrorBodyCode => (status >= 500 ? "UNEXPECTED" : (STATUS_CODES[status] ?? "REQUEST_UNPROCESSABLE"));

export function messageForStatus(status: number, locale: Locale = DEFAULT_LOCALE): string {
  const code = codeForStatus(status);
  return code === "UNEXPECTED" ? UNEXPECTED_ERROR.message(locale) : errorMessage(code, locale);
}

/**
 * docs/product-spec.md §8: what every API error answers. `code` names the refusal for the web app to recognise (its
 * words change with the language); `message` is the sentence the user reads, in the request's language.
 */
export interface ErrorBody {
  message: string;
  code: ErrorBodyCode;
  fieldErrors?: Record<string, string>;
  userMessage?: string;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");

/**
 * Any error body, whoever wrote it, in the app's one shape: `{ message, code }`, plus `fieldErrors` and `userMessage`
 * when they are there. Our own code is kept, any other becomes its status's. better-auth answers `{ code, message }`
 * with its own codes: a code it shares with us is said from the catalogue, and its other messages are kept. Anything
 * else (no body, text, HTML, a body without a message) gets the sentence of its status. A message that is a catalogue
 * key (a schema's, through better-auth's password hook) is said in `locale`.
 */
export function toErrorBody(status: number, payload: string | Buffer | null | undefined, locale: Locale = DEFAULT_LOCALE): ErrorBody {
  let parsed: unknown = null;
  if (payload !== null && payload !== undefined && payload.length > 0) {
    try {
      parsed = JSON.parse(payload.toString());
    } catch {
      parsed = null;
    }
  }
  const body = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const { t, text: say } = translatorFor(locale);
  const authKey = betterAuthMessage(body.code);
  const message = authKey
    ? t(authKey)
    : typeof body.message === "string" && body.message.trim() !== ""
      ? say(body.message)
      : messageForStatus(status, locale);
  return {
    message,
    code: isErrorBodyCode(body.code) ? body.code : codeForStatus(status),
    ...(isStringRecord(body.fieldErrors)
      ? { fieldErrors: Object.fromEntries(Object.entries(body.fieldErrors).map(([field, text]) => [field, say(text)])) }
      : {}),
    ...(typeof body.userMessage === "string" ? { userMessage: body.userMessage } : {}),
  };
}

const sameBody = (a: ErrorBody, payload: string | Buffer) => {
  try {
    return JSON.stringify(a) === JSON.stringify(JSON.parse(payload.toString()));
  } catch {
    return false;
  }
};

/** Every API error answer leaves as `{ message, code }` JSON, including those better-auth and plugins write themselves. */
export function registerErrorBodies(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isApiPath(pathOf(request.url))) return payload;
    if (payload !== null && payload !== undefined && typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const body = toErrorBody(reply.statusCode, payload, requestLocale(request));
    if (typeof payload === "string" && sameBody(body, payload) && String(reply.getHeader("content-type")).startsWith("application/json")) {
      return payload;
    }
    reply.header("content-type", "application/json; charset=utf-8");
    reply.removeHeader("content-length");
    return JSON.stringify(body);
  });
}
