import { useEffect } from "react";
import type { Locale } from "#domain/i18n/locales";
import { rssFeedPath } from "#domain/site/feed-paths";
import { useI18n } from "../../lib/i18n";

/**
 * Points the head's feed link (index.html names the English feed) at the feed of the twin page's language while the
 * page is shown, so a French page offers the French feed.
 */
export function FeedLink({ locale }: { locale: Locale }) {
  const { t } = useI18n();
  const title = t("layout.feedTitle");
  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]');
    if (!link) return;
    const previous = { href: link.getAttribute("href") ?? "", title: link.title };
    link.setAttribute("href", rssFeedPath(locale));
    link.title = title;
    return () => {
      link.setAttribute("href", previous.href);
      link.title = previous.title;
    };
  }, [locale, title]);
  return null;
}
