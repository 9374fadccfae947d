import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, magicLink } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import { newPasswordSchema } from "#domain/auth-schemas";
import { DEFAULT_LOCALE, isLocale, localeOfAcceptLanguage, type Locale } from "#domain/i18n/locales";
import type { Config } from "../config";
import type { Database } from "../db/open-database";
import type { Mailer } from "../mail/mailer";
import { existingAccountEmail, magicLinkEmail, passwordResetEmail, verificationEmail } from "../mail/auth-emails";
import { PASSWORD_FIELDS } from "./auth-request-bodies";
import type { LimitStore } from "../limits/limit-store";
import { createLoginGuard } from "./login-guard";

export const AUTH_BASE_PATH = "/api/auth";
export const PASSWORD_RESET_PAGE = "/auth/reset-password";
export const EMAIL_VERIFIED_PAGE = "/auth/email-verified";
// better-auth appends ?error=<CODE>; the auth page shows a "link invalid or expired" alert for any error.
export const MAGIC_LINK_ERROR_PAGE = "/auth";

const MAGIC_LINK_TTL_S = 15 * 60;
const RESET_TTL_S = 60 * 60;
const VERIFY_TTL_S = 24 * 60 * 60;

const redactSecrets = (message: string) =>
  message
    .replace(/([?&](?:token|code)=)[^&\s"']*/gi, "$1[redacted]")
    .replace(/(token["']?\s*[:=]\s*["']?)[\w.-]+/gi, "$1[redacted]");

/** An account email's language: the one the user chose, else the one the request that caused it was made in. */
function mailLocale(user: object, headers: Headers | undefined): Locale {
  const chosen = "locale" in user ? user.locale : null;
  if (isLocale(chosen)) return chosen;
  return localeOfAcceptLanguage(headers?.get("accept-language") ?? undefined) ?? DEFAULT_LOCALE;
}

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Where the sign-in counts live (decision 036). */
  limits: LimitStore;
}

export function createAuth({ config, database, mailer, secret, log, limits }: AuthDeps) {
  // Mail goes out after the answer, never before: a request about a known email must take no longer than one about
  // an unknown email, and a mail outage must not reveal whether the account exists either.
  const send = (message: Parameters<Mailer["send"]>[0]) => {
    void mailer.send(message).catch((err: unknown) => {
      // Only the error's kind and the subject: the message itself holds the link.
      log.error({ err: { name: (err as Error)?.name, code: (err as { code?: unknown })?.code }, subject: message.subject }, "sending mail failed");
    });
  };
  const secure = config.PUBLIC_URL.startsWith("https://");

  const instance = betterAuth({
    appName: "CeliacClaim",
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db: database.db, type: database.dialect },
    trustedOrigins: [config.PUBLIC_URL],
    telemetry: { enabled: false },
    // Fastify's rate limiter guards these routes with our own messages; two limiters would disagree.
    rateLimit: { enabled: false },
    logger: {
      log: (level, message) => {
        const fn = level === "error" ? log.error : level === "warn" ? log.warn : log.debug;
        // better-auth may name a URL or a token in a message; neither belongs in the logs.
        fn.call(log, { source: "better-auth" }, redactSecrets(message));
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ["x-forwarded-for"] : [] },
    },
    // The language the user chose (migration 015): sent at sign-up by our register route, changed in Settings.
    user: { additionalFields: { locale: { type: "string", required: false, input: true } } },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TTL_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${config.PUBLIC_URL}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
        send(passwordResetEmail(user.email, url, mailLocale(user, request?.headers)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TTL_S,
      sendVerificationEmail: async ({ user, url }, request) => {
        send(verificationEmail(user.email, url, mailLocale(user, request?.headers)));
      },
    },
    plugins: [
      bearer(),
      magicLink({
        expiresIn: MAGIC_LINK_TTL_S,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }, ctx) => {
          send(magicLinkEmail(email, url, mailLocale({}, ctx?.headers)));
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The rules of docs/product-spec.md §5 hold on every path that sets a password, whichever route or server
        // call reached it.
        const field = PASSWORD_FIELDS.get(ctx.path);
        if (!field) return;
        const result = newPasswordSchema.safeParse((ctx.body as Record<string, unknown> | undefined)?.[field]);
        if (!result.success) {
          throw new APIError("BAD_REQUEST", {
            message: result.error.issues[0]?.message ?? "Password is too weak",
            code: "WEAK_PASSWORD",
          });
        }
      }),
    },
  });

  return Object.assign(instance, {
    /** Our own additions, shared by every route that signs in or registers. */
    security: {
      loginGuard: createLoginGuard({
        store: limits,
        clientMax: config.AUTH_RATE_LIMIT_MAX,
        windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
      }),
      /** Tells the owner that someone tried to register with their email; sent after the answer, like every mail. */
      notifyExistingAccount(email: string, locale: Locale) {
        send(existingAccountEmail(email, `${config.PUBLIC_URL}/auth`, locale));
      },
      /** Spends the time a registration spends hashing, so an existing email answers no faster than a new one. */
      async hashLikeRegistration(password: string) {
        const ctx = await instance.$context;
        await ctx.password.hash(password);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
