import { z } from "zod";

// Messages are keys of the catalogues (src/domain/i18n): the server says them in the request's language.

/** POST /api/account/deletion/request: the password again, or nothing for an account that signs in by emailed links. */
export const deletionRequestSchema = z.object({
  password: z.string({ error: "validation.deletionPassword" }).max(128, { error: "validation.deletionPassword" }).optional(),
});

/** POST /api/account/deletion/confirm: the token of the emailed link. */
export const deletionConfirmSchema = z.object({
  token: z.string({ error: "validation.deletionLinkIncomplete" }).min(1, { error: "validation.deletionLinkIncomplete" }).max(200, { error: "validation.deletionLinkInvalid" }),
});
