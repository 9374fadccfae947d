import type { Locale } from "#domain/i18n/locales";
import { FRAME_EN_CA } from "#domain/i18n/messages/frame.en-CA";
import { createTranslator, type Translator } from "#domain/i18n/translator";

// The first load carries only the frame's and the landing's English (decision 033). The rest of the English, and
// all of the French, are chunks of their own: fetched for the pages that need them, and for a French reader.
const FIRST_PAGE = createTranslator("en-CA", FRAME_EN_CA);
const LOADED = new Map<Locale, Translator>();
const LOADING = new Map<Locale, Promise<void>>();

const IMPORTERS: Record<Locale, () => Promise<Translator>> = {
  "en-CA": () =>
    Promise.all([import("#domain/i18n/messages/app.en-CA"), import("#domain/i18n/messages/site.en-CA")]).then(
      ([{ APP_EN_CA }, { SITE_EN_CA }]) => createTranslator("en-CA", { ...FRAME_EN_CA, ...APP_EN_CA, ...SITE_EN_CA }),
    ),
  "fr-CA": () => import("./french-messages").then(({ FRENCH_MESSAGES }) => createTranslator("fr-CA", FRENCH_MESSAGES)),
};

/** Whether every page can be said in the locale. */
export const isCatalogueLoaded = (locale: Locale): boolean => LOADED.has(locale);

/** Fetches the locale's messages once; resolves when `translatorFor(locale)` says every page's. */
export function loadCatalogue(locale: Locale): Promise<void> {
  let loading = LOADING.get(locale);
  if (!loading) {
    loading = IMPORTERS[locale]().then((translator) => {
      LOADED.set(locale, translator);
    });
    // A failed fetch (offline, a new deployment) may be tried again by the next page.
    loading.catch(() => LOADING.delete(locale));
    LOADING.set(locale, loading);
  }
  return loading;
}

/** The locale's translator once its messages are loaded; until then the first page's English. */
export const translatorFor = (locale: Locale): Translator => LOADED.get(locale) ?? FIRST_PAGE;
