import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/app-error";
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
    if (!session) throw new AppError(401, "Please sign in to continue.");
    return { id: session.user.id, email: session.user.email, emailVerified: Boolean(session.user.emailVerified) };
  };
}
