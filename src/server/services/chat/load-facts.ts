import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { DEFAULT_LOCALE, localeOfLanguageTag } from "#domain/i18n/locales";
import { translatorFor } from "#domain/i18n/translators";
import { PRODUCT_SPEC_PLANS, passagesFor, type PlanOffer } from "#domain/content/plan-passages";
import type { ChatLanguage } from "./chat-language";
import type { Fact } from "./fact";
import { english } from "./languages/english";
import { INTENTS } from "./question-intents";

const text = z.string().trim().min(1);
const factsFileSchema = z.object({
  sources: z.record(z.string(), z.object({ name: text, url: z.string().regex(/^(https:\/\/|\/)/) })),
  facts: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      intent: z.enum(INTENTS),
      topic: text,
      about: z.array(z.coerce.string()).default([]),
      answer: text,
      detail: text,
      source: text,
    }),
  ),
});

/** The assistant's facts in one language; a fact naming an unknown source or a repeated id stops the start. */
export function parseFacts(yamlText: string, origin: string): Fact[] {
  const file = factsFileSchema.parse(parse(yamlText));
  const seen = new Set<string>();
  return file.facts.map((fact) => {
    const source = file.sources[fact.source];
    if (!source) throw new Error(`${origin}: fact ${fact.id} cites the unknown source ${fact.source}`);
    if (seen.has(fact.id)) throw new Error(`${origin}: two facts are called ${fact.id}`);
    seen.add(fact.id);
    return { ...fact, source };
  });
}

/**
 * Read once at start from `CONTENT_DIR`/assistant. Facts about plans are marked as the site's pages are
 * (`<!-- premium -->`, `{free receipts}`), so the assistant quotes Premium's price only where this server sells it; a
 * fact left with no answer on this server is not known here.
 */
export function loadFacts(contentDir: string, offer: PlanOffer = PRODUCT_SPEC_PLANS, language: ChatLanguage = english): Fact[] {
  const path = join(contentDir, "assistant", `facts.${language.lang}.yaml`);
  // The allowance in the fact's own language; passagesFor then keeps the passages this server's offer calls for.
  const allowance = language.texts.freeReceipts(offer.freeReceiptsPerMonth);
  const say = translatorFor(localeOfLanguageTag(language.lang) ?? DEFAULT_LOCALE);
  const forThisServer = (text: string) => passagesFor(text.replaceAll("{free receipts}", allowance), offer, say).trim();
  return parseFacts(readFileSync(path, "utf8"), path)
    .map((fact) => ({ ...fact, answer: forThisServer(fact.answer), detail: forThisServer(fact.detail) }))
    .filter((fact) => fact.answer !== "");
}
