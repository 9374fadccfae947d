import type { ChatResponse } from "#domain/api/chat";
import { checkResponse } from "../../../lib/api-client";
import { readAuthToken } from "../../../lib/auth-token";

/**
 * A failed send; `userMessage` is the server's reply for the bot to show, when it gave one (docs/product-spec.md §3).
 */
export class ChatSendError extends Error {
  constructor(
    message: string,
    readonly userMessage: string | null,
  ) {
    super(message);
    this.name = "ChatSendError";
  }
}

// The shared api-client keeps only `message`; the chat needs the error body's `userMessage` as well.
export async function sendChatMessage(message: string, email: string): Promise<ChatResponse> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": "application/json",
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
  };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch("/api/chat/message", {
      method: "POST",
      headers,
      credentials: "include",
      // The page's language decides only for a question too short to show its own.
      body: JSON.stringify({ message, email, lang: document.documentElement.lang.startsWith("fr") ? "fr" : "en" }),
    });
  } catch {
    throw new ChatSendError("network error", null);
  }
  const body = (await response.json().catch(() => null)) as Partial<ChatResponse> & { userMessage?: unknown } | null;
  if (!response.ok || typeof body?.reply !== "string") {
    const userMessage = typeof body?.userMessage === "string" ? body.userMessage : null;
    throw new ChatSendError(`${response.status}: ${response.statusText}`, userMessage);
  }
  return checkResponse("POST /api/chat/message", "POST /api/chat/message", body);
}
