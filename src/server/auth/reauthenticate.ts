import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../db/schema";
import type { Auth } from "./create-auth";

// A sign-in by emailed link within this long counts as proving the mailbox again, for an account with no password.
const FRESH_SIGN_IN_MS = 15 * 60 * 1000;

/** The password hash of the account's better-auth "credential" account; null when it signs in only by emailed links. */
export async function passwordHashOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? null;
}

/**
 * Asks the signed-in user to prove again that they are who the session says, before something that cannot be undone:
 * the password where the account has one (wrong tries count toward the account's sign-in lock), else a session
 * opened by a sign-in link in the last 15 minutes.
 */
export function createReauthenticate(auth: Auth, db: Kysely<DB>) {
  const { loginGuard } = auth.security;
  return async (request: FastifyRequest, password: string | undefined): Promise<{ id: string; email: string }> => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw new DomainError("NOT_SIGNED_IN");
    const { user } = session;
    const hash = await passwordHashOf(db, user.id);
    if (hash) {
      await loginGuard.checkAccount(user.email);
      const ctx = await auth.$context;
      if (!password || !(await ctx.password.verify({ hash, password }))) {
        await loginGuard.recordFailure(user.email);
        throw new DomainError("PASSWORD_INCORRECT");
      }
      return { id: user.id, email: user.email };
    }
    // better-auth stamps sessions with the system's time, so freshness is read against it, not the app's clock.
    if (Date.now() - new Date(session.session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
      throw new DomainError("REAUTHENTICATION_REQUIRED");
    }
    return { id: user.id, email: user.email };
  };
}
