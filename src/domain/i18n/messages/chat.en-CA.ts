/** The chat panel's own sentences: loaded with the panel, which any page (the landing included) may open. */
export const CHAT_EN_CA = {
} as const satisfies Record<string, string>;
