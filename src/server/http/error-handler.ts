import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "./app-error";

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty; send a JSON object."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request is too large."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Send the request body as JSON (Content-Type: application/json)."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The request's Content-Length does not match its body."],
};

export const GENERIC_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** Every error leaves as `{ message }` with a fitting status; stack traces stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, fieldErrors: error.fieldErrors });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
    if (error.validation) return reply.status(400).send({ message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });
}
