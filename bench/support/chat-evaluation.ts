import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";

const entrySchema = z.object({
  id: z.string().min(1),
  lang: z.enum(["en", "fr"]),
  q: z.string().min(1),
  facts: z.array(z.string().min(1)).min(1),
  wrong: z.array(z.string().min(1)).min(1),
  // A batch written after the mechanism was tuned on the others, kept out of the hash split (see splitChatEvaluation).
  split: z.literal("held-out-fresh").optional(),
});

/** One question of data/assistant/evaluation.yaml, its expectations compiled. */
export interface EvaluationQuestion {
  id: string;
  lang: "en" | "fr";
  question: string;
  facts: RegExp[];
  wrong: RegExp[];
  /** Set on a batch that is held out as a whole, never part of the hash split. */
  fresh: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** '/…/' is a regular expression; anything else is text found anywhere; both ignore case. */
const expectation = (text: string) =>
  text.length > 2 && text.startsWith("/") && text.endsWith("/") ? new RegExp(text.slice(1, -1), "i") : new RegExp(escape(text), "i");

export function loadChatEvaluation(path = "data/assistant/evaluation.yaml"): EvaluationQuestion[] {
  const entries = z.array(entrySchema).parse(parse(readFileSync(path, "utf8")));
  const ids = new Set(entries.map((e) => e.id));
  if (ids.size !== entries.length) throw new Error(`${path}: two questions share an id`);
  return entries.map((e) => ({ id: e.id, lang: e.lang, question: e.q, facts: e.facts.map(expectation), wrong: e.wrong.map(expectation), fresh: e.split === "held-out-fresh" }));
}

const rank = (id: string) => createHash("sha256").update(id).digest("hex");

/**
 * A third of the questions, chosen by a hash of their ids, is held out: the split does not depend on the file's
 * order, and a question keeps its side whatever is written around it, unless the set grows or shrinks. A batch marked
 * held-out-fresh is written after the mechanism was tuned and was never seen while choosing it: it stays out of the
 * hash (so the other two sides do not move) and is reported as its own row.
 */
export function splitChatEvaluation(questions: EvaluationQuestion[]) {
  const hashed = questions.filter((q) => !q.fresh);
  const byHash = [...hashed].sort((a, b) => (rank(a.id) < rank(b.id) ? -1 : 1));
  const heldOutIds = new Set(byHash.slice(0, Math.ceil(hashed.length / 3)).map((q) => q.id));
  return {
    tuning: hashed.filter((q) => !heldOutIds.has(q.id)),
    heldOut: hashed.filter((q) => heldOutIds.has(q.id)),
    heldOutFresh: questions.filter((q) => q.fresh),
  };
}

export interface ScoredAnswer {
  factsFound: number;
  factsTotal: number;
  /** The expected facts the answer lacks. */
  missing: RegExp[];
  /** The wrong answers it gives. */
  wrongGiven: RegExp[];
}

export function scoreAnswer(question: EvaluationQuestion, answer: string): ScoredAnswer {
  const missing = question.facts.filter((fact) => !fact.test(answer));
  return {
    factsFound: question.facts.length - missing.length,
    factsTotal: question.facts.length,
    missing,
    wrongGiven: question.wrong.filter((wrong) => wrong.test(answer)),
  };
}
