import type { CHAT_EN_CA } from "./chat.en-CA";

/** messages/chat.en-CA.ts in French (see messages.fr-CA.ts). */
export const CHAT_FR_CA: { readonly [K in keyof typeof CHAT_EN_CA]: string } = {
};
