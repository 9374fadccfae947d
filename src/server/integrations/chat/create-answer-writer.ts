import type { Config } from "../../config";
import { createOpenAiAnswerWriter, type AnswerWriter } from "./openai-answer-writer";

/** A language model writes chat replies only when CHAT_API_BASE_URL is set; otherwise the best fact is the reply. */
export function createAnswerWriter(config: Config): AnswerWriter | null {
  if (!config.CHAT_API_BASE_URL || !config.CHAT_MODEL) return null;
  return createOpenAiAnswerWriter({
    baseUrl: config.CHAT_API_BASE_URL,
    apiKey: config.CHAT_API_KEY,
    model: config.CHAT_MODEL,
    timeoutMs: config.CHAT_TIMEOUT_MS,
  });
}
