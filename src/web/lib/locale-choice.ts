import { DEFAULT_LOCALE, isLocale, localeOfLanguageTag, type Locale } from "#domain/i18n/locales";

const KEY = "locale";

/** The language chosen in this browser (by the switch, or by opening a French page), if any. */
export function readLocaleChoice(): Locale | null {
  try {
    const stored = localStorage.getItem(KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLocaleChoice(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private windows may refuse storage: the choice then lasts as long as the page.
  }
}

/** The browser's first language the app speaks, else English. */
export function browserLocale(): Locale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of languages) {
    const locale = tag ? localeOfLanguageTag(tag) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
