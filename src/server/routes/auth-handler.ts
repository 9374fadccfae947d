import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AUTH_BASE_PATH, type Auth } from "../auth/create-auth";
import { validateAuthBody } from "../auth/auth-request-bodies";
import { registerAccount } from "../auth/register-account";
import type { Config } from "../config";
import { DomainError } from "#domain/errors";
import { pathOf } from "../http/canonical-path";

// better-auth's own endpoints that send mail or set a password get the same limit as our wrappers. Signing in is
// limited by the login guard instead, in one bucket with /api/login and the magic-link request.
const LIMITED_PATHS = new Set([
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/forget-password",
  "/api/auth/reset-password",
  "/api/auth/send-verification-email",
  "/api/auth/change-password",
  "/api/auth/set-password",
  "/api/auth/change-email",
]);

const authPathOf = (request: FastifyRequest) => pathOf(request.url);

/** Hands /api/auth/* to better-auth (email links land here) as a Fetch API request, its body validated first. */
export function authHandlerRoutes(auth: Auth, config: Config) {
  const { loginGuard } = auth.security;
  return async function (app: FastifyInstance) {
    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      config: {
        rateLimit: {
          max: config.AUTH_RATE_LIMIT_MAX,
          timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${authPathOf(request)}`,
          allowList: (request: FastifyRequest) => request.method !== "POST" || !LIMITED_PATHS.has(authPathOf(request)),
        },
      },
      async handler(request, reply) {
        const path = authPathOf(request).slice(AUTH_BASE_PATH.length);
        let body: unknown = undefined;
        if (request.method === "POST") {
          if (path.startsWith("/sign-in/")) await loginGuard.hitClient(request.ip);
          body = validateAuthBody(path, request.body);
          // One registration, with its answer that does not tell whether the email already had an account.
          if (path === "/sign-up/email") {
            const input = body as { email: string; password: string; name?: string };
            return reply.send(await registerAccount(auth, request, reply, input));
          }
        }
        const signInEmail =
          request.method === "POST" && path === "/sign-in/email" ? (body as { email: string }).email : null;
        if (signInEmail) await loginGuard.checkAccount(signInEmail);

        // better-auth routes the URL it is given: it is built from the very path decided on above, and a path the URL
        // parser would change is refused (the canonical-path hook refuses those already; this keeps the two in step).
        const decided = AUTH_BASE_PATH + path;
        const url = new URL(decided + request.url.slice(authPathOf(request).length), config.PUBLIC_URL);
        if (url.pathname !== decided) throw new DomainError("PATH_NOT_CANONICAL");
        const headers = fromNodeHeaders(request.headers);
        // The body is re-serialised, so the original length no longer applies.
        headers.delete("content-length");
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: request.method !== "GET" && body !== undefined ? JSON.stringify(body) : undefined,
          }),
        );
        if (signInEmail) {
          if (response.status === 401) await loginGuard.recordFailure(signInEmail);
          else if (response.ok) await loginGuard.recordSuccess(signInEmail);
        }
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
