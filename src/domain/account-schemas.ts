import { z } from "zod";

/** POST /api/account/deletion/request: the password again, or nothing for an account that signs in by emailed links. */
export const deletionRequestSchema = z.object({
  password: z.string({ error: "Please enter your password" }).max(128, { error: "Please enter your password" }).optional(),
});

/** POST /api/account/deletion/confirm: the token of the emailed link. */
export const deletionConfirmSchema = z.object({
  token: z.string({ error: "This deletion link is incomplete" }).min(1).max(200, { error: "This deletion link is invalid" }),
});
