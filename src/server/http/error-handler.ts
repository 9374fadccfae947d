import type { FastifyInstance } from "fastify";
import { toErrorReply } from "./error-reply";
import { requestLocale } from "./request-locale";

declare module "fastify" {
  interface FastifyContextConfig {
    /** docs/product-spec.md §7: the route's client errors also carry `userMessage`, which the chat widget says. */
    userMessage?: boolean;
  }
}

/** The one place a thrown error becomes a response: `{ message, fieldErrors? }`; stack traces stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterSeconds, expected } = toErrorReply(error, requestLocale(request));
    if (!expected) request.log.error({ err: error }, "unhandled error");
    // On a server fault the widget says its own "trouble connecting" line instead.
    const forChat = request.routeOptions.config.userMessage && status < 500 ? { userMessage: body.message } : {};
    if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
    return reply.status(status).send({ ...body, ...forChat });
  });
}
