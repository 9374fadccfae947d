import { useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import type { Locale } from "#domain/i18n/locales";
import { addressIn, localeOfAddress } from "#domain/site/twin-paths";
import { useSaveLocale } from "../../features/auth/api/use-save-locale";
import { useAuth } from "../../features/auth/api/use-user";
import { setActiveLocale } from "../../lib/active-locale";
import { I18nProvider, i18nFor } from "../../lib/i18n";
import { browserLocale, readLocaleChoice, storeLocaleChoice } from "../../lib/locale-choice";
import { isCatalogueLoaded, loadCatalogue } from "../../lib/translators";
import { AlternateLinks } from "./alternate-links";
import { FeedLink } from "./feed-link";

/**
 * Decides the language of every page (decision 033). A public page with a French twin speaks its address's
 * language (`/fr/…` French); any other page the reader's: the account's choice when signed in, else this browser's
 * (the switch, or a French page opened here), else the browser's own language. A twin page opened at the address
 * of the other language is sent to the reader's.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { mutate: saveLocale } = useSaveLocale();
  const addressLocale = localeOfAddress(pathname);
  // Opening a French page is a choice of French for the pages that follow it (sign-up, say): on arrival, and each
  // time the address changes to one (not while it stays, so the switch can leave it).
  const [choice, setChoice] = useState<Locale | null>(() => (addressLocale === "fr-CA" ? "fr-CA" : readLocaleChoice()));
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    if (addressLocale === "fr-CA") setChoice("fr-CA");
  }
  const preferred = user?.locale ?? choice ?? browserLocale();
  const wanted = addressLocale ?? preferred;
  // The first page speaks its language from the start (main.tsx fetched it). A change of language (the switch, an
  // account's choice learnt after the first page) keeps the page as it is until the new language's messages arrive.
  const [locale, setShownLocale] = useState<Locale>(wanted);
  const [, catalogueArrived] = useReducer((count: number) => count + 1, 0);
  if (locale !== wanted && isCatalogueLoaded(wanted)) setShownLocale(wanted);
  useEffect(() => {
    if (locale !== wanted && !isCatalogueLoaded(wanted)) loadCatalogue(wanted).then(catalogueArrived, () => undefined);
  }, [locale, wanted]);
  // Set while rendering, so requests the page starts already ask for this language.
  setActiveLocale(locale);

  useEffect(() => {
    if (choice) storeLocaleChoice(choice);
  }, [choice]);

  const i18n = useMemo(
    () =>
      i18nFor(locale, (next) => {
        setChoice(next);
        if (user) saveLocale(next);
        if (addressLocale) void navigate(addressIn(pathname, next) + search + hash);
      }),
    [locale, user, saveLocale, addressLocale, navigate, pathname, search, hash],
  );

  if (addressLocale === "en-CA" && preferred !== "en-CA") {
    return <Navigate to={addressIn(pathname, preferred) + search + hash} replace />;
  }
  return (
    <I18nProvider value={i18n}>
      {addressLocale && <AlternateLinks pathname={pathname} />}
      {addressLocale === "fr-CA" && <FeedLink locale={addressLocale} />}
      {children}
    </I18nProvider>
  );
}
