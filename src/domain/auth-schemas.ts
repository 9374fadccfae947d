import { z } from "zod";

// Messages are docs/product-spec.md §5's; the server and the web forms parse with these same schemas.
// Bounded before it is trimmed or read: an address is at most 254 characters, and a little room is left for spaces.
const email = z
  .string({ error: "Please enter a valid email" })
  .max(320, { error: "Please enter a valid email" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please enter a valid email" }).max(254, { error: "Please enter a valid email" }));

export const newPasswordSchema = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, { error: "Password must be at least 8 characters" })
  .max(128, { error: "Password must be at most 128 characters" })
  .regex(/[A-Z]/, { error: "Password must contain at least one uppercase letter" })
  .regex(/[0-9]/, { error: "Password must contain at least one number" });

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, { error: "Password must be at least 6 characters" })
    .max(128, { error: "Password must be at most 128 characters" }),
});

export const registerSchema = z.object({ email, password: newPasswordSchema });

export const registerFormSchema = z
  .object({ email, password: newPasswordSchema, confirmPassword: z.string().max(128) })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const emailOnlySchema = z.object({ email });

export const magicLinkRequestSchema = z.object({
  email,
  redirect: z.string().max(500).optional(),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: "This reset link is invalid or has expired." }).min(1).max(500),
  newPassword: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().max(128) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "Passwords do not match",
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
