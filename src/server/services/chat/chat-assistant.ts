import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { ChatResponse } from "#domain/api/chat";
import type { DB } from "../../db/schema";
import type { AnswerWriter } from "../../integrations/chat/openai-answer-writer";
import { citationLines, citedSources, composeFromFact } from "./compose-answer";
import type { Fact, FactSource } from "./fact";
import type { FactIndex } from "./fact-index";
import type { Clock } from "#domain/calendar/canadian-calendar";

const SMALL_TALK = /^(hi|hello|hey|bonjour|good (morning|afternoon|evening)|thanks|thank you|merci)\b[\s!.,?]*$/i;
const SMALL_TALK_REPLY =
  "Hello! Ask me anything about tracking gluten-free expenses: what you can claim, which documents to keep, or how CeliacClaim works.";

export interface ChatAssistantDeps {
  db: Kysely<DB>;
  index: FactIndex;
  /** Writes the reply from the facts when a language model is configured; otherwise the best fact is the reply. */
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

const asResponse = (reply: string, sources: FactSource[]): ChatResponse => ({
  reply,
  answered: true,
  sources: sources.map((s) => ({ title: s.name, url: s.url })),
});

/** What the assistant says when no fact answers: that it cannot, and that support will write back. */
export function supportReply(email: string, publicUrl: string) {
  const faq = { title: "Frequently Asked Questions", url: `${publicUrl}/#faq` };
  return {
    reply:
      `I'm sorry, I don't have a reliable answer to that yet. I've passed your question to our support team, ` +
      `who will follow up at ${email}. In the meantime, our FAQ may help: ${faq.url}`,
    sources: [faq],
  };
}

/** Answers from the product's facts only, and hands what they do not answer to support. */
export function createChatAssistant({ db, index, writer, publicUrl, log, now }: ChatAssistantDeps) {
  async function handOver(question: ChatQuestion): Promise<ChatResponse> {
    await db
      .insertInto("chat_questions")
      .values({ id: randomUUID(), email: question.email, question: question.message, user_id: question.userId, created_at: now().toISOString() })
      .execute();
    return { ...supportReply(question.email, publicUrl), answered: false };
  }

  async function writeWithModel(question: string, facts: Fact[]) {
    if (!writer) return undefined;
    try {
      const written = await writer.write(question, facts);
      if (written === null) return null;
      const cited = written.cited.map((n) => facts[n - 1]).filter((f): f is Fact => f !== undefined);
      const sources = citedSources(cited.length > 0 ? cited : facts.slice(0, 1), publicUrl).slice(0, 2);
      return asResponse(`${written.text}\n\n${citationLines(sources)}`, sources);
    } catch (error) {
      // A slow or failing model should not silence the assistant: the retrieved fact still answers.
      log.warn({ err: error }, "chat answer writer failed; replying with the best fact");
      return undefined;
    }
  }

  return {
    async answer(question: ChatQuestion): Promise<ChatResponse> {
      if (SMALL_TALK.test(question.message)) return { reply: SMALL_TALK_REPLY, answered: true, sources: [] };
      const facts = index.search(question.message, { today: now() });
      const [best] = facts;
      if (!best) return handOver(question);
      const written = await writeWithModel(question.message, facts);
      if (written === null) return handOver(question);
      if (written) return written;
      const composed = composeFromFact(best, publicUrl);
      return asResponse(composed.reply, composed.sources);
    },
  };
}

export type ChatAssistant = ReturnType<typeof createChatAssistant>;
