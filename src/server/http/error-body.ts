import type { FastifyInstance } from "fastify";
import { isApiPath, pathOf } from "./canonical-path";
import { UNEXPECTED_ERROR } from "./error-codes";

/** What an error answer says when whoever answered it (better-auth, a plugin) gave no message of its own. */
const STATUS_MESSAGES: Record<number, string> = {
  400: "Invalid request",
  401: "Please sign in to continue.",
  403: "You are not allowed to do this.",
  404: "Not found",
  405: "This method is not allowed here.",
  409: "This conflicts with the current state. Please reload and try again.",
  413: "The request is too large.",
  415: "Send the request body as JSON (Content-Type: application/json).",
  422: "The request could not be processed.",
  429: "Too many attempts. Please wait a few minutes and try again.",
};

export function messageForStatus(status: number): string {
  if (status >= 500) return UNEXPECTED_ERROR.message;
  return STATUS_MESSAGES[status] ?? "The request could not be processed.";
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
 * (no body, text, HTML, a body without a message) gets the sentence of its status.
 */
export function toErrorBody(status: number, payload: string | Buffer | null | undefined): ErrorBody {
  let parsed: unknown = null;
  if (payload !== null && payload !== undefined && payload.length > 0) {
    try {
      parsed = JSON.parse(payload.toString());
    } catch {
      parsed = null;
    }
  }
  const body = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const message = typeof body.message === "string" && body.message.trim() !== "" ? body.message : messageForStatus(status);
  return {
    message,
    ...(isStringRecord(body.fieldErrors) ? { fieldErrors: body.fieldErrors } : {}),
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
    const body = toErrorBody(reply.statusCode, payload);
    if (typeof payload === "string" && sameBody(body, payload) && String(reply.getHeader("content-type")).startsWith("application/json")) {
      return payload;
    }
    reply.header("content-type", "application/json; charset=utf-8");
    reply.removeHeader("content-length");
    return JSON.stringify(body);
  });
}
