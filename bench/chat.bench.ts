/**
 * npm run bench:chat — the assistant (without a language model) on data/assistant/evaluation.yaml (English) and
 * evaluation.fr.yaml (French): the share of key facts its answers contain, the share of answers that say something
 * wrong, and how many it hands to support, on the tuning part, the held-out part, the held-out-fresh batch (written
 * after the mechanism was tuned, never looked at while choosing it) and all, per language. Each question is answered
 * as the app answers it: its language read from the question alone. Target: held-out ≥ 0.95 of key facts and no wrong
 * answer. `-- --misses` lists the tuning questions answered imperfectly; held-out answers are never printed.
 */
import { existsSync } from "node:fs";
import { supportReply } from "#server/services/chat/chat-assistant";
import { composeFromFact } from "#server/services/chat/compose-answer";
import { detectLanguage } from "#server/services/chat/detect-language";
import { createChatIndexes } from "#server/services/chat/chat-indexes";
import { loadChatEvaluation, scoreAnswer, splitChatEvaluation, type EvaluationQuestion } from "./support/chat-evaluation";

const PUBLIC_URL = "https://celiacclaim.example";
// Questions saying "this year" read it as this date's year, so the figures do not move with the clock.
const TODAY = new Date("2026-03-01T12:00:00Z");

const indexes = createChatIndexes("data");

function reply(question: string) {
  const lang = detectLanguage(question, indexes);
  const index = indexes.find((i) => i.language.lang === lang)!;
  const [best] = index.search(question, { today: TODAY });
  const text = best
    ? composeFromFact(best, PUBLIC_URL, index.language).reply
    : supportReply("asker@example.ca", PUBLIC_URL, index.language).reply;
  // The answer is what the reply states; the title of the page it cites is not a statement.
  return { text: text.split(`\n\n${index.language.texts.source} `)[0]!, factId: best?.id ?? null, lang };
}

function measure(set: EvaluationQuestion[]) {
  let found = 0;
  let total = 0;
  let wrong = 0;
  let fallback = 0;
  let otherLanguage = 0;
  const misses: string[] = [];
  for (const q of set) {
    const answer = reply(q.question);
    const score = scoreAnswer(q, answer.text);
    found += score.factsFound;
    total += score.factsTotal;
    if (score.wrongGiven.length > 0) wrong++;
    if (answer.factId === null) fallback++;
    if (answer.lang !== q.lang) otherLanguage++;
    if (score.missing.length > 0 || score.wrongGiven.length > 0) {
      misses.push(
        `${q.id}: ${q.question}\n  fact: ${answer.factId ?? "(support)"} (${answer.lang})\n  missing: ${score.missing.join(" ")}` +
          `\n  wrong: ${score.wrongGiven.join(" ")}\n  reply: ${answer.text.split("\n")[0]!.slice(0, 160)}`,
      );
    }
  }
  return { questions: set.length, keyFacts: found / total, wrongAnswers: wrong / set.length, fallback, otherLanguage, misses };
}

const sets = [
  { lang: "en", questions: loadChatEvaluation("data/assistant/evaluation.yaml") },
  ...(existsSync("data/assistant/evaluation.fr.yaml") ? [{ lang: "fr", questions: loadChatEvaluation("data/assistant/evaluation.fr.yaml") }] : []),
];
const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(`Chat evaluation: ${indexes.map((i) => `${i.size} facts (${i.language.lang})`).join(", ")}\n`);
console.log(`${"set".padEnd(17)} ${pad("questions", 9)} ${pad("key facts", 9)} ${pad("wrong", 6)} ${pad("fallback", 8)} ${pad("other language", 14)}`);
const tuningMisses: string[] = [];
for (const { lang, questions } of sets) {
  const { tuning, heldOut, heldOutFresh } = splitChatEvaluation(questions);
  const rows = {
    tuning: measure(tuning),
    "held-out": measure(heldOut),
    ...(heldOutFresh.length > 0 ? { "held-out-fresh": measure(heldOutFresh) } : {}),
    all: measure(questions),
  };
  tuningMisses.push(...rows.tuning.misses);
  for (const [name, row] of Object.entries(rows)) {
    console.log(
      `${`${lang} ${name}`.padEnd(17)} ${pad(row.questions, 9)} ${pad(row.keyFacts.toFixed(3), 9)} ${pad(row.wrongAnswers.toFixed(3), 6)} ${pad(row.fallback, 8)} ${pad(row.otherLanguage, 14)}`,
    );
  }
}
if (process.argv.includes("--misses")) console.log(`\nTuning misses:\n${tuningMisses.join("\n")}`);
