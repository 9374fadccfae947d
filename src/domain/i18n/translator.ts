import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { PREMIUM_PRICE_CENTS } from "../plans/premium-price";
import { formattersFor, type Formatters } from "./formatters";
import type { Locale } from "./locales";
import { readMessageText } from "./message-text";
import type { MessageKey } from "./messages.en-CA";

export type { Catalogue, MessageKey } from "./messages.en-CA";

/**
 * A catalogue as a translator reads it: each message as written, or already parsed (the web build parses the
 * catalogues once at build time so the browser needs no parser). The web app's English starts with the first page's
 * messages only (decision 033); a key it lacks is said as the key itself, which the raw-key checks catch.
 */
export type ReadableCatalogue = { readonly [K in MessageKey]?: ConstructorParameters<typeof IntlMessageFormat>[0] };

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
  /**
   * A text that may be a message (a schema's validation message): a key, or a key with its arguments as `messageText`
   * writes them. Its message when it is one, else the text as it came.
   */
  text(text: string): string;
}

/**
 * Whether a message is plain words (no argument, tag or quotation): it is said as written, without being parsed, so
 * the web build leaves it as text (scripts/vite/precompiled-messages.ts), which keeps the first load smaller.
 */
export const isPlainText = (message: unknown): message is string => typeof message === "string" && !/[{}<']/.test(message);

/** A locale's translator over its catalogue; each message is compiled the first time it is said. */
export function createTranslator(locale: Locale, catalogue: ReadableCatalogue): Translator {
  const isKey = (text: string): text is MessageKey => Object.hasOwn(catalogue, text);
  const format = formattersFor(locale);
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  // Every message may name the price; none writes it (src/domain/plans/premium-price.ts).
  const common = { premiumPrice: format.price(PREMIUM_PRICE_CENTS) };
  const messageOf = (key: MessageKey) => {
    let message = compiled.get(key);
    const source = catalogue[key];
    if (!message && source !== undefined) {
      message = new IntlMessageFormat(source, locale);
      compiled.set(key, message);
    }
    return message;
  };
  const plainText = (key: MessageKey) => {
    const source = catalogue[key];
    return isPlainText(source) ? source : undefined;
  };
  const t = (key: MessageKey, values?: MessageValues) =>
    plainText(key) ?? String(messageOf(key)?.format({ ...common, ...values }) ?? key);
  return {
    locale,
    format,
    t,
    parts: <T>(key: MessageKey, values: MessageValues<T>) =>
      plainText(key) ?? messageOf(key)?.format<T>({ ...common, ...values }) ?? key,
    text: (text) => {
      if (isKey(text)) return t(text);
      const message = readMessageText(text);
      return message && isKey(message.key) ? t(message.key, message.values) : text;
    },
  };
}
