import { trimEndRun } from "#domain/text/trim-run";

/** Where an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM) is, and how long to wait for it. */
export interface ChatCompletionsEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** POSTs `body` (with the endpoint's model) to `/chat/completions`; callers map failures to their own messages. */
export function postChatCompletion(endpoint: ChatCompletionsEndpoint, body: Record<string, unknown>): Promise<Response> {
  const doFetch = endpoint.fetch ?? fetch;
  return doFetch(`${trimEndRun(endpoint.baseUrl, /\//)}/chat/completions`, {
    method: "POST",
    signal: AbortSignal.timeout(endpoint.timeoutMs),
    headers: {
      "content-type": "application/json",
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: endpoint.model, ...body }),
  });
}

/** The first choice's message text, or null when the answer is not JSON or carries no text. */
export async function readCompletionText(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
  const content = body?.choices?.[0]?.message?.content;
  return typeof content === "string" ? content : null;
}
