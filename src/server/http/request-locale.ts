import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, localeOfAcceptLanguage, type Locale } from "#domain/i18n/locales";

/**
 * The language to answer a request in: its Accept-Language, which the web app sets to the language it is showing
 * (a browser's own list otherwise), else English.
 */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  const header = request.headers["accept-language"];
  return localeOfAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE;
}
