import type { Locale } from "./locales";
import { EN_CA } from "./messages.en-CA";
import { FR_CA } from "./messages.fr-CA";
import { createTranslator, type Catalogue, type Translator } from "./translator";

/**
 * Every locale's catalogue, for the server (which answers in either language) and tests. The web app does not import
 * this: it loads the French catalogue only for a French reader (src/web/lib/translators.ts).
 */
export const CATALOGUES: Record<Locale, Catalogue> = { "en-CA": EN_CA, "fr-CA": FR_CA };

const BUILT = new Map<Locale, Translator>();

/** The locale's translator, built once. */
export function translatorFor(locale: Locale): Translator {
  let translator = BUILT.get(locale);
  if (!translator) {
    translator = createTranslator(locale, CATALOGUES[locale]);
    BUILT.set(locale, translator);
  }
  return translator;
}
