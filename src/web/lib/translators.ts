import type { Locale } from "#domain/i18n/locales";
import { FRAME_EN_CA } from "#domain/i18n/messages/frame.en-CA";
import { createTranslator, type ReadableCatalogue, type Translator } from "#domain/i18n/translator";

/** The parts of a language's messages a screen may need beyond the frame's (src/domain/i18n/messages/). */
export type MessagePart = "app" | "receipts" | "reports" | "account" | "chat" | "site";

type Importers = Record<MessagePart | "frame", () => Promise<ReadableCatalogue>>;

// The first load carries only the frame's and the landing's English (decision 033). Every other part, and all of the
// French, are chunks of their own, fetched with the screens that say them.
const IMPORTERS: Record<Locale, Importers> = {
  "en-CA": {
    frame: () => Promise.resolve(FRAME_EN_CA),
    app: () => import("#domain/i18n/messages/app.en-CA").then((module) => module.APP_EN_CA),
    receipts: () => import("#domain/i18n/messages/receipts.en-CA").then((module) => module.RECEIPTS_EN_CA),
    reports: () => import("#domain/i18n/messages/reports.en-CA").then((module) => module.REPORTS_EN_CA),
    account: () => import("#domain/i18n/messages/account.en-CA").then((module) => module.ACCOUNT_EN_CA),
    chat: () => import("#domain/i18n/messages/chat.en-CA").then((module) => module.CHAT_EN_CA),
    site: () => import("#domain/i18n/messages/site.en-CA").then((module) => module.SITE_EN_CA),
  },
  "fr-CA": {
    frame: () => import("#domain/i18n/messages/frame.fr-CA").then((module) => module.FRAME_FR_CA),
    app: () => import("#domain/i18n/messages/app.fr-CA").then((module) => module.APP_FR_CA),
    receipts: () => import("#domain/i18n/messages/receipts.fr-CA").then((module) => module.RECEIPTS_FR_CA),
    reports: () => import("#domain/i18n/messages/reports.fr-CA").then((module) => module.REPORTS_FR_CA),
    account: () => import("#domain/i18n/messages/account.fr-CA").then((module) => module.ACCOUNT_FR_CA),
    chat: () => import("#domain/i18n/messages/chat.fr-CA").then((module) => module.CHAT_FR_CA),
    site: () => import("#domain/i18n/messages/site.fr-CA").then((module) => module.SITE_FR_CA),
  },
};

const FIRST_PAGE = createTranslator("en-CA", FRAME_EN_CA);
const CATALOGUES = new Map<Locale, ReadableCatalogue>([["en-CA", FRAME_EN_CA]]);
const TRANSLATORS = new Map<Locale, Translator>([["en-CA", FIRST_PAGE]]);
const LOADING = new Map<string, Promise<void>>();
// Every part some screen has asked for, in any language: a change of language fetches them all in the new one, so
// the page on screen (and any page already opened once, whose code will not ask again) is said whole.
const ASKED = new Set<MessagePart>();
const ARRIVED = new Set<string>(["en-CA/frame"]);

function loadPart(locale: Locale, part: MessagePart | "frame"): Promise<void> {
  const id = `${locale}/${part}`;
  let loading = LOADING.get(id);
  if (!loading) {
    loading = IMPORTERS[locale][part]().then((messages) => {
      const catalogue = { ...CATALOGUES.get(locale), ...messages };
      CATALOGUES.set(locale, catalogue);
      TRANSLATORS.set(locale, createTranslator(locale, catalogue));
      ARRIVED.add(id);
    });
    // A failed fetch (offline, a new deployment) may be tried again by the next page.
    loading.catch(() => LOADING.delete(id));
    LOADING.set(id, loading);
  }
  return loading;
}

const wanted = (parts: readonly MessagePart[]): (MessagePart | "frame")[] => ["frame", ...new Set([...ASKED, ...parts])];

/** Whether the locale's frame and every part asked for so far have arrived. */
export const isCatalogueLoaded = (locale: Locale): boolean => wanted([]).every((part) => ARRIVED.has(`${locale}/${part}`));

/**
 * Fetches the locale's frame, the given parts and every part asked for before (each once); resolves when
 * `translatorFor(locale)` says them all.
 */
export function loadCatalogue(locale: Locale, parts: readonly MessagePart[] = []): Promise<void> {
  for (const part of parts) ASKED.add(part);
  return Promise.all(wanted(parts).map((part) => loadPart(locale, part))).then(() => undefined);
}

/** The locale's translator over the parts that have arrived; until its frame has, the first page's English. */
export const translatorFor = (locale: Locale): Translator =>
  (ARRIVED.has(`${locale}/frame`) ? TRANSLATORS.get(locale) : undefined) ?? FIRST_PAGE;
