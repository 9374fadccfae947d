import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../http/app-error";

type AuthCall<T> = (args: { headers: Headers; returnHeaders: true }) => Promise<{ headers: Headers; response: T }>;

/**
 * Runs a better-auth endpoint for one of our own routes: passes the caller's cookies and bearer token in, copies
 * the session cookies it sets out, and turns its errors into AppErrors (`overrides` replace its status and wording).
 */
export async function callAuth<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: AuthCall<T>,
  overrides: Partial<Record<number, { status?: number; message: string }>> = {},
): Promise<T> {
  try {
    const { headers, response } = await call({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return response;
  } catch (e) {
    if (e instanceof APIError) {
      const override = overrides[e.statusCode];
      const message = override?.message ?? (e.body?.message as string | undefined) ?? "Request failed";
      throw new AppError(override?.status ?? e.statusCode, message);
    }
    throw e;
  }
}
