import { z } from "zod";
import { messageText } from "../i18n/message-text";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
// Keys of the catalogues (src/domain/i18n, the chat part): the server and the panel say them in the reader's language.
export const INVALID_CHAT_EMAIL = "validation.chatEmail";

// docs/product-spec.md §5: text, an at sign, a domain, a dot and at least 2 letters.
const CHAT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidChatEmail(email: string): boolean {
  return CHAT_EMAIL_PATTERN.test(email.trim());
}

/** docs/product-spec.md §3/§7: POST /api/chat/message with message and email. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: "validation.chatMessage" })
    .trim()
    .min(1, "validation.chatMessage")
    .max(CHAT_MESSAGE_MAX_LENGTH, messageText("validation.chatMessageMax", { max: CHAT_MESSAGE_MAX_LENGTH })),
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
