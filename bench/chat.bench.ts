/**
 * npm run bench:chat — the assistant (without a language model) on data/assistant/evaluation.yaml: the share of key
 * facts its answers contain, the share of answers that say something wrong, and how many it hands to support, on
 * the tuning part, the held-out part and all. Target: held-out ≥ 0.95 of key facts and no wrong answer.
 * `-- --misses` lists the tuning questions answered imperfectly; held-out answers are never printed.
 */
import { supportReply } from "#server/services/chat/chat-assistant";
import { composeFromFact } from "#server/services/chat/compose-answer";
import { createFactIndex } from "#server/services/chat/fact-index";
import { loadFacts } from "#server/services/chat/load-facts";
import { loadChatEvaluation, scoreAnswer, splitChatEvaluation, type EvaluationQuestion } from "./support/chat-evaluation";

const PUBLIC_URL = "https://celiacclaim.example";
// Questions saying "this year" read it as this date's year, so the figures do not move with the clock.
const TODAY = new Date("2026-03-01T12:00:00Z");

const index = createFactIndex(loadFacts("data"));
const questions = loadChatEvaluation();
const { tuning, heldOut } = splitChatEvaluation(questions);

function reply(question: string) {
  const [best] = index.search(question, { today: TODAY });
  return best
    ? { text: composeFromFact(best, PUBLIC_URL).reply, factId: best.id as string | null }
    : { text: supportReply("asker@example.ca", PUBLIC_URL).reply, factId: null };
}

function measure(set: EvaluationQuestion[]) {
  let found = 0;
  let total = 0;
  let wrong = 0;
  let fallback = 0;
  const misses: string[] = [];
  for (const q of set) {
    const answer = reply(q.question);
    // The answer is what the reply states; the title of the page it cites is not a statement.
    const score = scoreAnswer(q, answer.text.split("\n\nSource: ")[0]!);
    found += score.factsFound;
    total += score.factsTotal;
    if (score.wrongGiven.length > 0) wrong++;
    if (answer.factId === null) fallback++;
    if (score.missing.length > 0 || score.wrongGiven.length > 0) {
      misses.push(
        `${q.id}: ${q.question}\n  fact: ${answer.factId ?? "(support)"}\n  missing: ${score.missing.join(" ")}` +
          `\n  wrong: ${score.wrongGiven.join(" ")}\n  reply: ${answer.text.split("\n")[0]!.slice(0, 160)}`,
      );
    }
  }
  return { questions: set.length, keyFacts: found / total, wrongAnswers: wrong / set.length, fallback, misses };
}

const rows = { tuning: measure(tuning), "held-out": measure(heldOut), all: measure(questions) };
const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(`Chat evaluation: ${index.size} facts, ${questions.length} questions (${heldOut.length} held out)\n`);
console.log(`${"set".padEnd(9)} ${pad("questions", 9)} ${pad("key facts", 9)} ${pad("wrong", 6)} ${pad("fallback", 8)}`);
for (const [name, row] of Object.entries(rows)) {
  console.log(
    `${name.padEnd(9)} ${pad(row.questions, 9)} ${pad(row.keyFacts.toFixed(3), 9)} ${pad(row.wrongAnswers.toFixed(3), 6)} ${pad(row.fallback, 8)}`,
  );
}
if (process.argv.includes("--misses")) console.log(`\nTuning misses:\n${rows.tuning.misses.join("\n")}`);
