import { z } from "zod";
import { LOCALES } from "../i18n/locales";

/** A user as every API answer shows one: never the password hash, the image or the sessions. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The language the user chose; null leaves it to the browser. */
  locale: z.enum(LOCALES).nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/session: the signed-in user, or null for nobody (a 200, not /api/user's 401). */
export const sessionSchema = z.object({ user: publicUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/login and /api/register: the user and the session token the web app keeps as its bearer token. */
export const authResultSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** The account endpoints that only say what happened: reset requests, magic links, verification mails, new passwords. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** POST /api/logout. */
export const loggedOutSchema = z.object({ ok: z.literal(true) });
export type LoggedOut = z.infer<typeof loggedOutSchema>;
