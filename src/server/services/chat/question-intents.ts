import type { ChatLanguage } from "./chat-language";
import { english } from "./languages/english";
import { readPhrases } from "./terms";

/**
 * What a question asks, as opposed to what it mentions: "Can my wife claim it?" asks who should claim, "Do I have to
 * use January to December?" asks about the period. Each fact answers one intent; each language says how people ask
 * (languages/*.ts).
 */
export const INTENTS = [
  "who",
  "line",
  "spouse",
  "claimable",
  "calculation",
  "amount",
  "documents",
  "send",
  "retention",
  "period",
  "share",
  "travel",
  "shipping",
  "province",
  "supplement",
  "privacy",
  "app",
  "change",
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * The intents a question expresses; empty when it asks in none of the known ways. "Can I claim the shipping?" asks
 * about shipping and "Can I claim all of it if we both eat it?" about sharing, so the weak signs count only alone.
 */
export function questionIntents(question: string, language: ChatLanguage = english): Set<Intent> {
  const text = readPhrases(question, language).toLowerCase();
  const strong = INTENTS.filter((intent) => language.cues[intent]?.test(text));
  if (strong.length > 0) return new Set(strong);
  const weak = language.weakCues.find(([, cue]) => cue.test(text));
  return new Set(weak ? [weak[0]] : []);
}
