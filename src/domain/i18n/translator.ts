import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { PREMIUM_PRICE_CENTS } from "../plans/premium-price";
import { formattersFor, type Formatters } from "./formatters";
import type { Locale } from "./locales";
import { EN_CA, type Catalogue, type MessageKey } from "./messages.en-CA";
import { FR_CA } from "./messages.fr-CA";

export type { MessageKey } from "./messages.en-CA";

export const CATALOGUES: Record<Locale, Catalogue> = { "en-CA": EN_CA, "fr-CA": FR_CA };

/** A message's arguments: plain values, or for a rich message a function per tag (`<link>…</link>`). */
export type MessageValues<T = never> = Record<string, PrimitiveType | T | ((chunks: (string | T)[]) => T)>;

/** A sentence to say later in whichever locale reads it: a key and its arguments (a refusal's detail, say). */
export interface MessageRef {
  key: MessageKey;
  values?: Record<string, string | number>;
}

export interface Translator {
  locale: Locale;
  format: Formatters;
  /** The message as text. */
  t(key: MessageKey, values?: MessageValues): string;
  /** The message with its tags given to `values`' functions: what a rich message becomes in React. */
  parts<T>(key: MessageKey, values: MessageValues<T>): string | T | (string | T)[];
  /** A text that may be a key (a schema's validation message): its message when it is one, else the text as it came. */
  text(text: string): string;
}

const isKey = (text: string): text is MessageKey => Object.hasOwn(EN_CA, text);

function build(locale: Locale): Translator {
  const catalogue = CATALOGUES[locale];
  const format = formattersFor(locale);
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  // Every message may name the price; none writes it (src/domain/plans/premium-price.ts).
  const common = { premiumPrice: format.price(PREMIUM_PRICE_CENTS) };
  const messageOf = (key: MessageKey) => {
    let message = compiled.get(key);
    if (!message) {
      message = new IntlMessageFormat(catalogue[key], locale);
      compiled.set(key, message);
    }
    return message;
  };
  const t = (key: MessageKey, values?: MessageValues) => String(messageOf(key).format({ ...common, ...values }));
  return {
    locale,
    format,
    t,
    parts: <T>(key: MessageKey, values: MessageValues<T>) => messageOf(key).format<T>({ ...common, ...values }),
    text: (text) => (isKey(text) ? t(text) : text),
  };
}

const BUILT = new Map<Locale, Translator>();

/** The locale's translator, built once; each message is compiled the first time it is said. */
export function translatorFor(locale: Locale): Translator {
  let translator = BUILT.get(locale);
  if (!translator) {
    translator = build(locale);
    BUILT.set(locale, translator);
  }
  return translator;
}
