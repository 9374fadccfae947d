import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Auth } from "../auth/create-auth";
import type { Config } from "../config";

// better-auth's own endpoints that send mail or check a password get the same limit as our wrappers.
const LIMITED_PATHS = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/magic-link",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/send-verification-email",
]);

const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "";

/** Hands /api/auth/* to better-auth (email links land here) as a Fetch API request. */
export function authHandlerRoutes(auth: Auth, config: Config) {
  return async function (app: FastifyInstance) {
    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      config: {
        rateLimit: {
          max: config.AUTH_RATE_LIMIT_MAX,
          timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${pathOf(request)}`,
          allowList: (request: FastifyRequest) => request.method !== "POST" || !LIMITED_PATHS.has(pathOf(request)),
        },
      },
      async handler(request, reply) {
        const url = new URL(request.url, config.PUBLIC_URL);
        const hasBody = request.method !== "GET" && request.body !== undefined;
        const headers = fromNodeHeaders(request.headers);
        // The body is re-serialised, so the original length no longer applies.
        headers.delete("content-length");
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== "set-cookie") reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  };
}
