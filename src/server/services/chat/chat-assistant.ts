import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { ChatResponse } from "#domain/api/chat";
import type { DB } from "../../db/schema";
import type { AnswerWriter } from "../../integrations/chat/openai-answer-writer";
import { absoluteUrl, citationLines, composeFromPassages, distinctSources } from "./compose-answer";
import type { KnowledgeIndex, RetrievedPassage } from "./knowledge-index";
import type { Clock } from "#domain/calendar/canadian-calendar";

const SMALL_TALK = /^(hi|hello|hey|bonjour|good (morning|afternoon|evening)|thanks|thank you|merci)\b[\s!.,?]*$/i;
const SMALL_TALK_REPLY =
  "Hello! Ask me anything about tracking gluten-free expenses: what you can claim, which documents to keep, or how CeliacClaim works.";

export interface ChatAssistantDeps {
  db: Kysely<DB>;
  index: KnowledgeIndex;
  /** Writes the reply from the passages when a language model is configured; otherwise the passage is the reply. */
  writer: AnswerWriter | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: Clock;
}

export interface ChatQuestion {
  message: string;
  email: string;
  userId: string | null;
}

/** Answers from the product's own pages only, and hands what it cannot answer to support. */
export function createChatAssistant({ db, index, writer, publicUrl, log, now }: ChatAssistantDeps) {
  const withAbsoluteUrls = (sources: RetrievedPassage[]) =>
    sources.map((s) => ({ title: s.title, url: absoluteUrl(s.url, publicUrl) }));

  async function handOver(question: ChatQuestion): Promise<ChatResponse> {
    await db
      .insertInto("chat_questions")
      .values({ id: randomUUID(), email: question.email, question: question.message, user_id: question.userId, created_at: now().toISOString() })
      .execute();
    const faq = { title: "Frequently Asked Questions", url: `${publicUrl}/#faq` };
    return {
      reply:
        `I'm sorry, I don't have a reliable answer to that yet. I've passed your question to our support team, ` +
        `who will follow up at ${question.email}. In the meantime, our FAQ may help: ${faq.url}`,
      answered: false,
      sources: [faq],
    };
  }

  async function writeWithModel(question: string, passages: RetrievedPassage[]) {
    if (!writer) return undefined;
    try {
      const written = await writer.write(question, passages);
      if (written === null) return null;
      const cited = written.cited.map((n) => passages[n - 1]).filter((p): p is RetrievedPassage => p !== undefined);
      const sources = distinctSources(cited.length > 0 ? cited : passages.slice(0, 1), 2);
      return { reply: `${written.text}\n\n${citationLines(sources, publicUrl)}`, sources };
    } catch (error) {
      // A model outage should not silence the assistant: the retrieved passage still answers.
      log.warn({ err: error }, "chat answer writer failed; replying with the best passage");
      return undefined;
    }
  }

  return {
    async answer(question: ChatQuestion): Promise<ChatResponse> {
      if (SMALL_TALK.test(question.message)) return { reply: SMALL_TALK_REPLY, answered: true, sources: [] };
      const passages = index.search(question.message, { today: now() });
      if (passages.length === 0) return handOver(question);
      const written = await writeWithModel(question.message, passages);
      if (written === null) return handOver(question);
      const answer = written ?? composeFromPassages(passages, publicUrl);
      return { reply: answer.reply, answered: true, sources: withAbsoluteUrls(answer.sources) };
    },
  };
}

export type ChatAssistant = ReturnType<typeof createChatAssistant>;
