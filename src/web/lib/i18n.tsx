import { createContext, Fragment, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "#domain/i18n/locales";
import type { MessageKey, MessageValues, Translator } from "#domain/i18n/translator";
import { addressIn } from "#domain/site/twin-paths";
import { translatorFor } from "./translators";

export interface I18n extends Translator {
  /** A message whose tags (`<link>…</link>`) become the elements `values` makes of them. */
  rich(key: MessageKey, values: MessageValues<ReactNode>): ReactNode;
  /** A site address in the current language: a public page's French twin under /fr, any other as it is. */
  href(address: string): string;
  /** Shows the app in another language and remembers it (this browser, and the account when signed in). */
  setLocale(locale: Locale): void;
}

export function i18nFor(locale: Locale, setLocale: (locale: Locale) => void): I18n {
  // Asked at each call: the rest of the language's messages may arrive after this was made (src/web/lib/translators.ts).
  const translator = () => translatorFor(locale);
  return {
    locale,
    format: translator().format,
    t: (key, values) => translator().t(key, values),
    parts: (key, values) => translator().parts(key, values),
    text: (text) => translator().text(text),
    rich(key, values) {
      const result = translator().parts<ReactNode>(key, values);
      return Array.isArray(result) ? result.map((part, i) => <Fragment key={i}>{part}</Fragment>) : result;
    },
    href: (address) => addressIn(address, locale),
    setLocale,
  };
}

// Outside a provider (a component test) the app speaks English, as it did before it spoke French.
const I18nContext = createContext<I18n>(i18nFor(DEFAULT_LOCALE, () => undefined));

export const I18nProvider = I18nContext.Provider;

/** The current language's messages, formatters and addresses. */
export const useI18n = (): I18n => useContext(I18nContext);
