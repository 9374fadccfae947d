import { z } from "zod";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const INVALID_CHAT_EMAIL =
  "That doesn't appear to be a valid email address. Please provide a valid email so I can better assist you.";

// docs/product-spec.md §5: text, an at sign, a domain, a dot and at least 2 letters.
const CHAT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidChatEmail(email: string): boolean {
  return CHAT_EMAIL_PATTERN.test(email.trim());
}

/** docs/product-spec.md §3/§7: POST /api/chat/message with message and email. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: "Please type a message." })
    .trim()
    .min(1, "Please type a message.")
    .max(CHAT_MESSAGE_MAX_LENGTH, `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  email: z
    .string({ error: INVALID_CHAT_EMAIL })
    .max(320, INVALID_CHAT_EMAIL)
    .trim()
    .toLowerCase()
    .max(254, INVALID_CHAT_EMAIL)
    .refine(isValidChatEmail, INVALID_CHAT_EMAIL),
  /** The page's language, for a question too short to tell which language it is in. */
  lang: z.enum(["en", "fr"]).optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

// The answer is the contract's (api/chat.ts); this module holds what a question sends.
export type { ChatResponse } from "../api/chat";
