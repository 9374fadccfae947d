import { postHeadline, type BlogPost } from "#domain/content/blog-post";
import { LOCALES, type Locale } from "#domain/i18n/locales";
import { translatorFor } from "#domain/i18n/translators";
import { rssFeedPath } from "#domain/site/feed-paths";
import { isTwinPagePath } from "#domain/site/page-routes";
import { addressIn } from "#domain/site/twin-paths";
import { escapeXml } from "./xml";

/** The public pages a search engine may index (docs/product-spec.md §2 route table: the public, non-debug ones). */
const PUBLIC_PAGES = ["/", "/how-it-works", "/blog", "/terms", "/privacy-policy", "/auth"];
const PRIVATE_PATHS = [
  "/api/",
  "/dashboard",
  "/upload-receipt",
  "/settings",
  "/receipt-review/",
  "/reports",
  "/tax-summary",
  "/subscription",
  "/my-subscription",
  "/auth-debug",
];

interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** A twin page's `hreflang` links (decision 033): each language's address, English as the default. */
function alternateLinks(publicUrl: string, path: string): string[] {
  const links = [...LOCALES.map((locale) => [locale, addressIn(path, locale)]), ["x-default", addressIn(path, "en-CA")]];
  return links.map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${publicUrl}${href}`)}" />`);
}

/** A page's `<url>`s: a twin page's at each language's address, each naming both. */
function urlsOf(publicUrl: string, { path, lastmod }: SitemapEntry): string[] {
  const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  if (!isTwinPagePath(path)) return [`  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmodTag}</url>`];
  const alternates = alternateLinks(publicUrl, path);
  return LOCALES.map((locale) =>
    [`  <url><loc>${escapeXml(`${publicUrl}${addressIn(path, locale)}`)}</loc>${lastmodTag}`, ...alternates, "  </url>"].join("\n"),
  );
}

export function buildSitemap(publicUrl: string, posts: BlogPost[]): string {
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: null })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated })),
  ];
  const urls = entries.flatMap((entry) => urlsOf(publicUrl, entry)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

export function buildRobots(publicUrl: string): string {
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

/**
 * RSS 2.0 of the blog in a language, newest first: each post under its title and summary in that language, linked to
 * its page at that language's address (the French feed's posts are the English articles' French twins).
 */
export function buildRssFeed(publicUrl: string, posts: BlogPost[], locale: Locale): string {
  const { t } = translatorFor(locale);
  const items = posts
    .map((post) => {
      const link = `${publicUrl}${addressIn(`/blog/${post.slug}`, locale)}`;
      const { title, summary } = postHeadline(post, locale);
      return [
        "    <item>",
        `      <title>${escapeXml(title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        post.published_date ? `      <pubDate>${rfc822(post.published_date)}</pubDate>` : "",
        `      <description>${escapeXml(summary)}</description>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const newest = posts.find((p) => p.published_date)?.published_date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(t("site.blog.title"))}</title>
    <link>${escapeXml(`${publicUrl}${addressIn("/blog", locale)}`)}</link>
    <atom:link href="${escapeXml(`${publicUrl}${rssFeedPath(locale)}`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(t("site.blog.description"))}</description>
    <language>${locale}</language>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
