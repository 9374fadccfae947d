import { z } from "zod";

// Messages are keys of the catalogues (src/domain/i18n), whose English is docs/product-spec.md §5's; the server and
// the web forms parse with these same schemas and say the message in the reader's language.
// Bounded before it is trimmed or read: an address is at most 254 characters, and a little room is left for spaces.
const email = z
  .string({ error: "validation.email" })
  .max(320, { error: "validation.email" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "validation.email" }).max(254, { error: "validation.email" }));

export const newPasswordSchema = z
  .string({ error: "validation.passwordMin8" })
  .min(8, { error: "validation.passwordMin8" })
  .max(128, { error: "validation.passwordMax" })
  .regex(/[A-Z]/, { error: "validation.passwordUppercase" })
  .regex(/[0-9]/, { error: "validation.passwordNumber" });

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "validation.passwordMin6" })
    .min(6, { error: "validation.passwordMin6" })
    .max(128, { error: "validation.passwordMax" }),
});

export const registerSchema = z.object({ email, password: newPasswordSchema });

export const registerFormSchema = z
  .object({ email, password: newPasswordSchema, confirmPassword: z.string().max(128) })
  .refine((v) => v.password === v.confirmPassword, {
    error: "validation.passwordsDiffer",
    path: ["confirmPassword"],
  });

export const emailOnlySchema = z.object({ email });

export const magicLinkRequestSchema = z.object({
  email,
  redirect: z.string().max(500).optional(),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: "validation.resetLinkInvalid" }).min(1).max(500),
  newPassword: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().max(128) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "validation.passwordsDiffer",
    path: ["confirmPassword"],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

// The user the API answers with is the contract's (api/auth.ts); this module holds what requests send.
export type { PublicUser } from "./api/auth";

/** Only same-site paths are allowed as post-sign-in destinations, so a crafted link cannot send users elsewhere. */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
