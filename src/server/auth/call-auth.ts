import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError, type ErrorCode } from "#domain/errors";
import { betterAuthMessage } from "./better-auth-messages";

type AuthCall<T> = (args: { headers: Headers; returnHeaders: true }) => Promise<{ headers: Headers; response: T }>;

// better-auth refuses by HTTP status; these are the refusals our routes can meet, its own sentence kept as detail.
const CODE_BY_STATUS = new Map<number, ErrorCode>([
  [400, "VALIDATION_FAILED"],
  [401, "NOT_SIGNED_IN"],
  [403, "FORBIDDEN"],
  [404, "NOT_FOUND"],
  [429, "RATE_LIMITED"],
]);

/**
 * Runs a better-auth endpoint for one of our own routes: passes the caller's cookies and bearer token in, copies
 * the session cookies it sets out, and turns its refusals into DomainErrors. `overrides` name the code for a status
 * where the route knows what it means (a 401 at sign-in is a wrong password); a fault of its own stays a fault.
 */
export async function callAuth<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: AuthCall<T>,
  overrides: Partial<Record<number, ErrorCode>> = {},
): Promise<T> {
  try {
    const { headers, response } = await call({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return response;
  } catch (e) {
    if (!(e instanceof APIError)) throw e;
    const override = overrides[e.statusCode];
    if (override) throw new DomainError(override);
    const code = CODE_BY_STATUS.get(e.statusCode);
    if (!code) throw e;
    // better-auth's own sentence is English: a code of its that a user can meet is said from the catalogues instead.
    throw new DomainError(code, { detail: betterAuthMessage(e.body?.code) ?? (e.body?.message as string | undefined) });
  }
}
