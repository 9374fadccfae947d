import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, magicLink } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import { newPasswordSchema } from "#domain/auth-schemas";
import type { Config } from "../config";
import type { Database } from "../db/open-database";
import type { Mailer } from "../mail/mailer";
import { magicLinkEmail, passwordResetEmail, verificationEmail } from "../mail/auth-emails";

export const AUTH_BASE_PATH = "/api/auth";
export const PASSWORD_RESET_PAGE = "/auth/reset-password";
export const EMAIL_VERIFIED_PAGE = "/auth/email-verified";
// better-auth appends ?error=<CODE>; the auth page shows a "link invalid or expired" alert for any error.
export const MAGIC_LINK_ERROR_PAGE = "/auth";

const MAGIC_LINK_TTL_S = 15 * 60;
const RESET_TTL_S = 60 * 60;
const VERIFY_TTL_S = 24 * 60 * 60;

// Paths that set a password: the registration rules of SPEC.md §5 hold there, whichever route the request took.
const PASSWORD_PATHS: Record<string, string> = { "/sign-up/email": "password", "/reset-password": "newPassword" };

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
}

export function createAuth({ config, database, mailer, secret, log }: AuthDeps) {
  const send = async (message: Parameters<Mailer["send"]>[0]) => {
    try {
      await mailer.send(message);
    } catch (err) {
      // A mail outage must not reveal whether the account exists, so the caller still gets the generic answer.
      log.error({ err, subject: message.subject }, "sending mail failed");
    }
  };
  const secure = config.PUBLIC_URL.startsWith("https://");

  return betterAuth({
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
        fn.call(log, { source: "better-auth" }, message);
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ["x-forwarded-for"] : [] },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TTL_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.PUBLIC_URL}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
        await send(passwordResetEmail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TTL_S,
      sendVerificationEmail: async ({ user, url }) => {
        await send(verificationEmail(user.email, url));
      },
    },
    plugins: [
      bearer(),
      magicLink({
        expiresIn: MAGIC_LINK_TTL_S,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          await send(magicLinkEmail(email, url));
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
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
}

export type Auth = ReturnType<typeof createAuth>;
