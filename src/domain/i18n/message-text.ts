import type { MessageKey } from "./messages.en-CA";

export type MessageTextValues = Record<string, string | number>;

/**
 * A message with arguments as one string, the form a zod schema's message and an error's field message take: the key,
 * a space, then its arguments as JSON (`validation.nameMax {"max":100}`). A translator's `text` says it in its
 * language; a message without arguments is its key alone.
 */
export function messageText(key: MessageKey, values: MessageTextValues): string {
  return `${key} ${JSON.stringify(values)}`;
}

/** The key and arguments `messageText` wrote, or null for any other text (a key alone, a sentence). */
export function readMessageText(text: string): { key: string; values: MessageTextValues } | null {
  const space = text.indexOf(" ");
  if (space < 1 || text[space + 1] !== "{") return null;
  try {
    const values: unknown = JSON.parse(text.slice(space + 1));
    if (typeof values !== "object" || values === null || Array.isArray(values)) return null;
    if (!Object.values(values).every((v) => typeof v === "string" || typeof v === "number")) return null;
    return { key: text.slice(0, space), values: values as MessageTextValues };
  } catch {
    return null;
  }
}
