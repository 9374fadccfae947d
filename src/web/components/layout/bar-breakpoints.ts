import type { Locale } from "#domain/i18n/locales";

/**
 * Where the top bar's links leave the drawer for the bar itself. English fits them from 1024 px, with the brand's word
 * mark back from 1280 px; the French labels are longer (a visitor's « Commencer gratuitement » ran past a 1024 px
 * window), so French keeps the drawer, and the word mark beside it, up to 1280 px. tests/e2e/header-widths.spec.ts
 * measures both.
 */
export function barBreakpoints(locale: Locale): { inBar: string; drawerButton: string; wordMark: string } {
  return locale === "fr-CA"
    ? { inBar: "hidden xl:block", drawerButton: "xl:hidden", wordMark: "" }
    : { inBar: "hidden lg:block", drawerButton: "lg:hidden", wordMark: "lg:hidden xl:inline" };
}
