import type { Locale } from "../i18n/locales";
import { FRENCH_PREFIX, isTwinPagePath } from "./page-routes";

/** `/fr/terms` → `/terms`; any other path as it is. */
function withoutPrefix(path: string): string {
  if (path === FRENCH_PREFIX) return "/";
  return path.startsWith(`${FRENCH_PREFIX}/`) ? path.slice(FRENCH_PREFIX.length) : path;
}

const isFrenchAddress = (path: string) => path === FRENCH_PREFIX || path.startsWith(`${FRENCH_PREFIX}/`);

/**
 * The language a page's address fixes: French under `/fr/`, English at a twin page's own address, and null for a
 * page with one address for both languages (the app's pages, sign-in), which speak the reader's choice.
 */
export function localeOfAddress(path: string): Locale | null {
  if (!isTwinPagePath(withoutPrefix(path))) return null;
  return isFrenchAddress(path) ? "fr-CA" : "en-CA";
}

/**
 * A site address in a locale: a twin page's (`/how-it-works`, `/#faq`, `/blog?tag=x`) moved under or out of `/fr`,
 * anything else as it is.
 */
export function addressIn(address: string, locale: Locale): string {
  const cut = address.search(/[?#]/);
  const path = cut === -1 ? address : address.slice(0, cut);
  const rest = cut === -1 ? "" : address.slice(cut);
  const bare = withoutPrefix(path || "/");
  if (!isTwinPagePath(bare)) return address;
  if (locale === "en-CA") return bare + rest;
  return (bare === "/" ? FRENCH_PREFIX : FRENCH_PREFIX + bare) + rest;
}
