import { z } from "zod";

/** GET /api/account: how the signed-in account proves itself again before its deletion. */
export const accountFactsSchema = z.object({ hasPassword: z.boolean() });
export type AccountFacts = z.infer<typeof accountFactsSchema>;

/** POST /api/account/deletion/confirm: the account is gone (also when a second submit of the same link arrives). */
export const accountDeletedSchema = z.object({ deleted: z.literal(true), message: z.string() });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** GET /api/privacy/contact: the privacy officer's address, from the server's configuration. */
export const privacyContactSchema = z.object({ email: z.string() });
export type PrivacyContact = z.infer<typeof privacyContactSchema>;
