import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  emailOnlySchema,
  loginSchema,
  magicLinkRequestSchema,
  registerSchema,
  resetPasswordSchema,
  safeRedirectPath,
} from "#domain/auth-schemas";
import type { AuthResult, LoggedOut, MessageAnswer, PublicUser, Session } from "#domain/api/auth";
import { DomainError } from "#domain/errors";
import { EMAIL_VERIFIED_PAGE, MAGIC_LINK_ERROR_PAGE, type Auth } from "../auth/create-auth";
import { callAuth } from "../auth/call-auth";
import { registerAccount } from "../auth/register-account";
import { toPublicUser } from "../auth/to-public-user";
import type { Config } from "../config";
import { parseInput } from "../http/parse-input";
import { requestLocale } from "../http/request-locale";
import type { MessageKey } from "#domain/i18n/translator";
import { translatorFor } from "#domain/i18n/translators";

/** An answer that only says what happened, in the request's language. */
const answer = (request: FastifyRequest, key: MessageKey): MessageAnswer => ({ message: translatorFor(requestLocale(request)).t(key) });

export function authRoutes(auth: Auth, config: Config) {
  return async function (app: FastifyInstance) {
    const limited = {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS } },
    };

    const currentUser = async (request: FastifyRequest) => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      return session?.user ?? null;
    };

    const signedInUser = async (request: FastifyRequest) => {
      const user = await currentUser(request);
      if (!user) throw new DomainError("NOT_SIGNED_IN");
      return user;
    };

    app.get("/api/user", async (request): Promise<PublicUser> => toPublicUser(await signedInUser(request)));
    // The web app's own question "who is here?": nobody is an answer, not an error, so an anonymous page load logs
    // no failed request. The /api/user of docs/product-spec.md §7 keeps its 401 for other clients.
    app.get("/api/session", async (request): Promise<Session> => {
      const user = await currentUser(request);
      return { user: user ? toPublicUser(user) : null };
    });

    const { loginGuard } = auth.security;

    // Every way of signing in shares one bucket per client (see auth/login-guard.ts), not a bucket each.
    app.post("/api/login", async (request, reply): Promise<AuthResult> => {
      await loginGuard.hitClient(request.ip);
      const body = parseInput(loginSchema, request.body);
      await loginGuard.checkAccount(body.email);
      try {
        const result = await callAuth(request, reply, (opts) => auth.api.signInEmail({ ...opts, body }), {
          401: "INVALID_CREDENTIALS",
        });
        await loginGuard.recordSuccess(body.email);
        return { user: toPublicUser(result.user), token: result.token };
      } catch (e) {
        if (e instanceof DomainError && e.code === "INVALID_CREDENTIALS") await loginGuard.recordFailure(body.email);
        throw e;
      }
    });

    app.post("/api/register", limited, async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      return reply.status(201).send(await registerAccount(auth, request, reply, input));
    });

    app.post("/api/logout", async (request, reply): Promise<LoggedOut> => {
      if (await currentUser(request)) {
        await callAuth(request, reply, (opts) => auth.api.signOut(opts));
      }
      return { ok: true };
    });

    app.post("/api/reset-password/request", limited, async (request, reply): Promise<MessageAnswer> => {
      const { email } = parseInput(emailOnlySchema, request.body);
      await callAuth(request, reply, (opts) => auth.api.requestPasswordReset({ ...opts, body: { email } }));
      return answer(request, "auth.answer.resetRequested");
    });

    app.post("/api/reset-password", limited, async (request, reply): Promise<MessageAnswer> => {
      const body = parseInput(resetPasswordSchema, request.body);
      await callAuth(request, reply, (opts) => auth.api.resetPassword({ ...opts, body }), {
        400: "RESET_LINK_INVALID",
      });
      return answer(request, "auth.answer.passwordUpdated");
    });

    app.post("/api/magic-link/request", async (request, reply): Promise<MessageAnswer> => {
      await loginGuard.hitClient(request.ip);
      const { email, redirect } = parseInput(magicLinkRequestSchema, request.body);
      const body = {
        email,
        callbackURL: safeRedirectPath(redirect),
        errorCallbackURL: MAGIC_LINK_ERROR_PAGE,
      };
      await callAuth(request, reply, (opts) => auth.api.signInMagicLink({ ...opts, body }));
      return answer(request, "auth.answer.linkRequested");
    });

    app.post("/api/verify-email/resend", limited, async (request, reply): Promise<MessageAnswer> => {
      const user = await signedInUser(request);
      if (user.emailVerified) return answer(request, "auth.answer.alreadyVerified");
      const body = { email: user.email, callbackURL: EMAIL_VERIFIED_PAGE };
      await callAuth(request, reply, (opts) => auth.api.sendVerificationEmail({ ...opts, body }));
      return answer(request, "auth.answer.verificationSent");
    });
  };
}
