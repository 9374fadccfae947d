import type { Locale } from "../i18n/locales";
import { FRENCH_PREFIX } from "./page-routes";

/** The blog's feed in a language: the English at /blog/rss.xml, the French beside its twin at /fr/blog/rss.xml. */
export const rssFeedPath = (locale: Locale): string => (locale === "fr-CA" ? `${FRENCH_PREFIX}/blog/rss.xml` : "/blog/rss.xml");
