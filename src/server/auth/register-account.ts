import { generateRandomString } from "better-auth/crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthResult } from "#domain/api/auth";
import { DomainError } from "#domain/errors";
import { EMAIL_VERIFIED_PAGE, type Auth } from "./create-auth";
import { callAuth } from "./call-auth";
import { toPublicUser } from "./to-public-user";
import { requestLocale } from "../http/request-locale";

/**
 * Registers an account and signs it in. An email that already has an account gets the same status and body shape
 * (201, a user and a token), no session, and its owner an email saying someone tried: the answer alone does not
 * tell an attacker which emails have accounts. The password is hashed either way, so the time matches too.
 */
export async function registerAccount(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string; name?: string },
): Promise<AuthResult> {
  const { email, password } = input;
  const name = input.name ?? email.split("@")[0] ?? email;
  // The language the visitor registers in is the account's until they choose another.
  const locale = requestLocale(request);
  const body = { email, password, name, locale, callbackURL: EMAIL_VERIFIED_PAGE };
  try {
    const result = await callAuth(request, reply, (opts) => auth.api.signUpEmail({ ...opts, body }), {
      422: "EMAIL_TAKEN",
    });
    return { user: toPublicUser(result.user), token: result.token ?? "" };
  } catch (e) {
    if (!(e instanceof DomainError) || e.code !== "EMAIL_TAKEN") throw e;
    await auth.security.hashLikeRegistration(password);
    auth.security.notifyExistingAccount(email, locale);
    const lookalike = {
      id: generateRandomString(32, "a-z", "A-Z", "0-9"),
      email,
      name,
      emailVerified: false,
      locale,
      createdAt: new Date(),
    };
    return { user: toPublicUser(lookalike), token: generateRandomString(32, "a-z", "A-Z", "0-9") };
  }
}
