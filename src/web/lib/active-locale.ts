import { DEFAULT_LOCALE, type Locale } from "#domain/i18n/locales";

// The language the app is showing, for code that runs outside React (the API client, which asks the server to
// answer in it). The locale provider sets it whenever the language changes.
let active: Locale = DEFAULT_LOCALE;

export const activeLocale = (): Locale => active;

export function setActiveLocale(locale: Locale): void {
  active = locale;
  document.documentElement.lang = locale;
}
