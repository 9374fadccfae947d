import type { Fact } from "../../services/chat/fact";
import { postChatCompletion, readCompletionText, type ChatCompletionsEndpoint } from "../openai-compatible/chat-completions";

/** "… is claimable [2]." → "… is claimable.": each mark goes with the spaces before it, in one pass over the text. */
function withoutCitationMarks(content: string): string {
  const parts = content.split(/\[\d+\]/);
  return parts.map((part, i) => (i < parts.length - 1 ? part.trimEnd() : part)).join("").trim();
}

export type AnswerWriterOptions = ChatCompletionsEndpoint;

/** What the model wrote and which facts (by their 1-based number) it says it used; null means "not covered". */
export interface WrittenAnswer {
  text: string;
  cited: number[];
}

export interface AnswerWriter {
  write(question: string, facts: Fact[]): Promise<WrittenAnswer | null>;
}

export const NO_ANSWER = "NO_ANSWER";

const INSTRUCTIONS = [
  "You are CeliacClaim's assistant. CeliacClaim helps Canadians with celiac disease track the incremental cost of",
  "gluten-free food and claim it as a medical expense. Answer the user's question using ONLY the numbered facts",
  "given. Do not add facts, figures or advice that are not in them. Start with the answer itself (for example",
  '"No." or "Yes, on line 33099."), then explain. Be brief (at most 120 words), friendly and plain.',
  "Cite the facts you used as [1], [2] at the end of the sentences they support.",
  `If the facts do not answer the question, reply with exactly ${NO_ANSWER} and nothing else.`,
].join(" ");

/** Any OpenAI-compatible chat-completions endpoint writes the reply from the retrieved facts only. */
export function createOpenAiAnswerWriter(options: AnswerWriterOptions): AnswerWriter {
  return {
    async write(question, facts) {
      const context = facts.map((f, i) => `[${i + 1}] ${f.topic}\n${f.answer} ${f.detail}`).join("\n\n");
      const response = await postChatCompletion(options, {
        temperature: 0.2,
        messages: [
          { role: "system", content: INSTRUCTIONS },
          { role: "user", content: `Facts:\n\n${context}\n\nQuestion: ${question}` },
        ],
      });
      if (!response.ok) throw new Error(`chat endpoint answered ${response.status}`);
      const content = await readCompletionText(response);
      if (!content?.trim()) throw new Error("chat endpoint sent no text");
      if (content.includes(NO_ANSWER)) return null;
      const cited = [...content.matchAll(/\[(\d+)\]/g)]
        .map((m) => Number(m[1]))
        .filter((n) => n >= 1 && n <= facts.length);
      return { text: withoutCitationMarks(content), cited: [...new Set(cited)] };
    },
  };
}
