import { useEffect } from "react";
import { LOCALES } from "#domain/i18n/locales";
import { addressIn } from "#domain/site/twin-paths";

/** A twin page's `hreflang` links in the document head: each language's address, English as the default. */
export function AlternateLinks({ pathname }: { pathname: string }) {
  useEffect(() => {
    const { origin } = window.location;
    const links = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: origin + addressIn(pathname, locale) })),
      { hreflang: "x-default", href: origin + addressIn(pathname, "en-CA") },
    ].map(({ hreflang, href }) => {
      const link = document.createElement("link");
      link.rel = "alternate";
      link.hreflang = hreflang;
      link.href = href;
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [pathname]);
  return null;
}
