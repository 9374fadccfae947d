import { z } from "zod";
import type { Cents } from "../money";
import type { MessageKey, Translator } from "./translator";

/**
 * A sentence the domain or the server composes, kept as a record (a message key and its arguments) so whoever reads
 * it says it in their own language, later and elsewhere: on a screen, in the printed summary, in the CSV. Arguments
 * are words (a product's name as printed), numbers, amounts in cents, rates in basis points, a month, other records, or a list of records.
 * Decision 038.
 */
export interface Said {
  key: MessageKey;
  values?: Record<string, SaidArg>;
}
export type SaidArg = string | number | Said | { cents: Cents } | { bp: number } | { month: string } | { list: Said[] };

const saidArgSchema: z.ZodType<SaidArg> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    saidSchema,
    z.object({ cents: z.number().int() }).strict(),
    z.object({ bp: z.number().int() }).strict(),
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }).strict(),
    z.object({ list: z.array(saidSchema) }).strict(),
  ]),
);

/** A record as the API carries it and a JSON column keeps it; the key is checked where it is said. */
export const saidSchema: z.ZodType<Said> = z.lazy(() =>
  z
    .object({ key: z.string() as unknown as z.ZodType<MessageKey>, values: z.record(z.string(), saidArgSchema).optional() })
    .strict(),
);

/** A record with no arguments, or with some. */
export const said = (key: MessageKey, values?: Record<string, SaidArg>): Said => (values ? { key, values } : { key });

/** A sentence kept in English before it was kept as a record: said as it is, under `lang="en-CA"` on a screen. */
export const ENGLISH_KEY = "said.english" satisfies MessageKey;
export const english = (text: string): Said => said(ENGLISH_KEY, { text });
/** Words that are the same in every language: a product's name, a store's. */
export const verbatim = (text: string): Said => said("said.verbatim", { text });
export const isEnglish = (words: Said) => words.key === ENGLISH_KEY;

// Records are compared (a product's purchases share one source sentence) by their JSON, keys in one order.
export const saidIdentity = (words: Said) => JSON.stringify(words);

/** What says a record: a translator, or the web's i18n. */
export type Speaker = Pick<Translator, "t" | "format">;

const LIST_SEPARATOR = "; ";

function argument(value: SaidArg, speaker: Speaker): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("key" in value) return say(value, speaker);
  if ("cents" in value) return speaker.format.money(value.cents);
  if ("bp" in value) return speaker.format.basisPoints(value.bp);
  if ("month" in value) return speaker.format.longMonth(value.month);
  return value.list.map((item) => say(item, speaker)).join(LIST_SEPARATOR);
}

/** The record in the speaker's language. */
export function say(words: Said, speaker: Speaker): string {
  if (!words.values) return speaker.t(words.key);
  return speaker.t(
    words.key,
    Object.fromEntries(Object.entries(words.values).map(([name, value]) => [name, argument(value, speaker)])),
  );
}
