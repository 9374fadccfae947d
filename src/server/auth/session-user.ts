import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { DomainError } from "#domain/errors";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

export type RequireUser = (request: FastifyRequest) => Promise<SessionUser>;

/** Resolves the caller from the session cookie or bearer token; every protected route starts here. */
export function createRequireUser(auth: Auth): RequireUser {
  return async (request) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw new DomainError("NOT_SIGNED_IN");
    return { id: session.user.id, email: session.user.email, emailVerified: Boolean(session.user.emailVerified) };
  };
}
