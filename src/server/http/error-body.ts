import type { FastifyInstance } from "fastify";
import { isApiPath, pathOf } from "./canonical-path";
import { DEFAULT_LOCALE, type Locale } from "#domain/i18n/locales";
import type { MessageKey } from "#domain/i18n/translator";
import { translatorFor } from "#domain/i18n/translators";
import { UNEXPECTED_ERROR } from "./error-codes";
import { requestLocale } from "./request-locale";

// What an error answer says when whoever answered it (better-auth, a plugin) gave no message of its own.
const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: "error.VALIDATION_FAILED",
  401: "error.NOT_SIGNED_IN",
  403: "error.FORBIDDEN",
  404: "error.NOT_FOUND",
  405: "error.status405",
  409: "error.status409",
  413: "error.BODY_TOO_LARGE",
  415: "error.BODY_NOT_JSON",
  422: "error.status422",
  429: "error.RATE_LIMITED",
};

export function messageForStatus(status: number, locale: Locale = DEFAULT_LOCALE): string {
  if (status >= 500) return UNEXPECTED_ERROR.message(locale);
  return translatorFor(locale).t(STATUS_MESSAGES[status] ?? "error.status422");
}

export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
  userMessage?: string;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");

/**
 * Any error body, whoever wrote it, in the app's one shape: `{ message }`, plus `fieldErrors` and `userMessage` when
 * they are there. A JSON object's string `message` is kept (better-auth answers `{ code, message }`); anything else
 * (no body, text, HTML, a body without a message) gets the sentence of its status. A message that is a catalogue key
 * (a schema's, through better-auth's password hook) is said in `locale`.
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
  const say = translatorFor(locale).text;
  const message = typeof body.message === "string" && body.message.trim() !== "" ? say(body.message) : messageForStatus(status, locale);
  return {
    message,
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

/** Every API error answer leaves as `{ message }` JSON, including those better-auth and plugins write themselves. */
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
