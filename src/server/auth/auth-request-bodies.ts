import { z } from "zod";
import { loginSchema, newPasswordSchema } from "#domain/auth-schemas";
import { DomainError } from "#domain/errors";
import { messageText } from "#domain/i18n/message-text";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "#domain/text/visible-text";
import { parseInput } from "../http/parse-input";

// Limits on any body sent to better-auth, whatever its path: small, flat JSON objects only.
const MAX_DEPTH = 4;
const MAX_NODES = 100;
const MAX_STRING = 2000;

const email = loginSchema.shape.email;
// Messages are keys of the catalogues (src/domain/i18n), said in the request's language.
const text = (max: number) => z.string({ error: "validation.mustBeText" }).max(max, { error: messageText("validation.mustBeAtMost", { max }) });
const url = text(500);
const token = text(500).min(1, { error: "validation.mustNotBeEmpty" });
const flag = z.boolean({ error: "validation.mustBeBoolean" });
const NAME_MAX = 200;
const currentPassword = z
  .string({ error: "validation.currentPassword" })
  .min(1, { error: "validation.currentPassword" })
  .max(128, { error: "validation.passwordMax" });
const name = z
  .string({ error: "validation.nameText" })
  .trim()
  .min(1, { error: "validation.nameRequired" })
  .max(NAME_MAX, { error: messageText("validation.nameMax", { max: NAME_MAX }) })
  .refine((value) => !hasInvisibleCharacters(value), { error: INVISIBLE_CHARACTERS_MESSAGE });

/**
 * The fields each better-auth endpoint we expose reads, with types and sizes. Unknown fields still pass (bounded by
 * the generic limits) so a better-auth upgrade does not break; every field better-auth reads is typed here.
 * Paths are relative to /api/auth. A Map: the path is the caller's text, and must never find an object's built-ins.
 */
export const AUTH_BODY_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map(
  Object.entries({
    "/sign-in/email": z.looseObject({
      email,
      password: loginSchema.shape.password,
      callbackURL: url.optional(),
      rememberMe: flag.optional(),
    }),
    "/sign-up/email": z.looseObject({
      email,
      password: newPasswordSchema,
      name: name.optional(),
      image: text(2000).optional(),
      callbackURL: url.optional(),
      rememberMe: flag.optional(),
    }),
    "/sign-in/magic-link": z.looseObject({
      email,
      name: name.optional(),
      callbackURL: url.optional(),
      newUserCallbackURL: url.optional(),
      errorCallbackURL: url.optional(),
    }),
    "/request-password-reset": z.looseObject({ email, redirectTo: url.optional() }),
    "/forget-password": z.looseObject({ email, redirectTo: url.optional() }),
    "/reset-password": z.looseObject({ newPassword: newPasswordSchema, token: token.optional() }),
    "/send-verification-email": z.looseObject({ email, callbackURL: url.optional() }),
    "/change-password": z.looseObject({
      newPassword: newPasswordSchema,
      currentPassword,
      // A new password ends every other session, whatever the client asks: whoever knew the old one is signed out.
      revokeOtherSessions: flag.optional().transform(() => true),
    }),
    "/set-password": z.looseObject({ newPassword: newPasswordSchema }),
    "/update-user": z.looseObject({ name: name.optional(), image: text(2000).nullable().optional() }),
    "/change-email": z.looseObject({ newEmail: email, callbackURL: url.optional() }),
    "/delete-user": z.looseObject({
      password: currentPassword.optional(),
      token: token.optional(),
      callbackURL: url.optional(),
    }),
    "/revoke-session": z.looseObject({ token }),
    "/unlink-account": z.looseObject({ providerId: text(100), accountId: text(200).optional() }),
  }),
);

/** Paths where a password is set, and its field: the docs/product-spec.md §5 rules hold on every one of them. */
export const PASSWORD_FIELDS: ReadonlyMap<string, string> = new Map([
  ["/sign-up/email", "password"],
  ["/reset-password", "newPassword"],
  ["/change-password", "newPassword"],
  ["/set-password", "newPassword"],
]);

/** Iterative (a deep body must not overflow the stack that checks it): depth, node count and string sizes. */
function checkShape(body: unknown) {
  if (body === undefined || body === null) return;
  if (typeof body !== "object" || Array.isArray(body)) throw new DomainError("BODY_NOT_OBJECT");
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 1 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++nodes > MAX_NODES) throw new DomainError("VALIDATION_FAILED", { detail: "validation.tooManyFields" });
    if (typeof value === "string" && value.length > MAX_STRING) {
      throw new DomainError("VALIDATION_FAILED", { detail: messageText("validation.textFieldsMax", { max: MAX_STRING }) });
    }
    if (value && typeof value === "object") {
      if (depth > MAX_DEPTH) throw new DomainError("BODY_TOO_DEEP");
      for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
    }
  }
}

/**
 * Validates a body bound for better-auth's `path` (relative to /api/auth) and returns what to forward; throws a
 * 400 DomainError, so nothing malformed ever reaches better-auth.
 */
export function validateAuthBody(path: string, body: unknown): unknown {
  checkShape(body);
  const schema = AUTH_BODY_SCHEMAS.get(path);
  return schema ? parseInput(schema, body) : body;
}
