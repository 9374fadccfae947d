/** The languages the app speaks: Canadian English and Canadian French. */
export const LOCALES = ["en-CA", "fr-CA"] as const;
export type Locale = (typeof LOCALES)[number];

/** What a page says when nothing says which language: the product spec's English. */
export const DEFAULT_LOCALE: Locale = "en-CA";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A BCP 47 tag ("fr", "fr-FR", "en-US") to the app's locale of its language, or null for a language it does not speak. */
export function localeOfLanguageTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (language === "fr") return "fr-CA";
  if (language === "en") return "en-CA";
  return null;
}

/** The first language of a browser's list ("fr-CA,fr;q=0.9,en;q=0.8") the app speaks, weights respected; else null. */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return null;
}
