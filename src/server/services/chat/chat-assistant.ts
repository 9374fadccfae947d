import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { ChatResponse } from "#domain/api/chat";
import type { DB } from "../../db/schema";
import type { AnswerWriter } from "../../integrations/chat/openai-answer-writer";
import type { ChatLang, ChatLanguage } from "./chat-language";
import { citationLines, citedSources, composeFromFact } from "./compose-answer";
import { detectLanguage } from "./detect-language";
import type { Fact, FactSource } from "./fact";
import type { FactIndex } from "./fact-index";
import { english } from "./languages/english";
import type { Clock } from "#domain/calendar/canadian-calendar";

export interface ChatAssistantDeps {
  db: Kysely<DB>;
  /** One index per language the assistant answers in, the first the default. */
  indexes: readonly FactIndex[];
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
  /** The language of the page it was asked from, for a question too short to tell. */
  lang?: ChatLang | undefined;
}

const asResponse = (reply: string, sources: FactSource[]): ChatResponse => ({
  reply,
  answered: true,
  sources: sources.map((s) => ({ title: s.name, url: s.url })),
});

/** What the assistant says when no fact answers: that it cannot, and that support will write back. */
export function supportReply(email: string, publicUrl: string, language: ChatLanguage = english) {
  const faq = { title: language.texts.faqTitle, url: `${publicUrl}${language.lang === "en" ? "" : `/${language.lang}`}/#faq` };
  return { reply: language.texts.support(email, faq.url), sources: [faq] };
}

/** Answers from the product's facts only, and hands what they do not answer to support. */
export function createChatAssistant({ db, indexes, writer, publicUrl, log, now }: ChatAssistantDeps) {
  const languages = indexes.map((i) => i.language);
  const candidates = indexes.map((index) => ({ language: index.language, knownShare: index.knownShare }));
  async function handOver(question: ChatQuestion, language: ChatLanguage): Promise<ChatResponse> {
    await db
      .insertInto("chat_questions")
      .values({ id: randomUUID(), email: question.email, question: question.message, user_id: question.userId, created_at: now().toISOString() })
      .execute();
    return { ...supportReply(question.email, publicUrl, language), answered: false };
  }

  async function writeWithModel(question: string, facts: Fact[], language: ChatLanguage) {
    if (!writer) return undefined;
    try {
      const written = await writer.write(question, facts);
      if (written === null) return null;
      const cited = written.cited.map((n) => facts[n - 1]).filter((f): f is Fact => f !== undefined);
      const sources = citedSources(cited.length > 0 ? cited : facts.slice(0, 1), publicUrl).slice(0, 2);
      return asResponse(`${written.text}\n\n${citationLines(sources, language)}`, sources);
    } catch (error) {
      // A slow or failing model should not silence the assistant: the retrieved fact still answers.
      log.warn({ err: error }, "chat answer writer failed; replying with the best fact");
      return undefined;
    }
  }

  return {
    async answer(question: ChatQuestion): Promise<ChatResponse> {
      const greeted = languages.find((l) => l.texts.smallTalk.test(question.message));
      if (greeted) return { reply: greeted.texts.smallTalkReply, answered: true, sources: [] };
      const lang = detectLanguage(question.message, candidates, question.lang ?? null);
      const index = indexes.find((i) => i.language.lang === lang)!;
      const { language } = index;
      const facts = index.search(question.message, { today: now() });
      const [best] = facts;
      if (!best) return handOver(question, language);
      const written = await writeWithModel(question.message, facts, language);
      if (written === null) return handOver(question, language);
      if (written) return written;
      const composed = composeFromFact(best, publicUrl, language);
      return asResponse(composed.reply, composed.sources);
    },
  };
}

export type ChatAssistant = ReturnType<typeof createChatAssistant>;
