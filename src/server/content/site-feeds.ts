import { BLOG_TITLE, DEFAULT_BLOG_DESCRIPTION, type BlogPost } from "#domain/content/blog-post";
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

export function buildSitemap(publicUrl: string, posts: BlogPost[]): string {
  const urls = [
    ...PUBLIC_PAGES.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: null as string | null })),
    ...posts.map((post) => ({ loc: `${publicUrl}/blog/${post.slug}`, lastmod: post.updated })),
  ];
  const entries = urls
    .map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function buildRobots(publicUrl: string): string {
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

/** RSS 2.0 of the blog, newest first. */
export function buildRssFeed(publicUrl: string, posts: BlogPost[]): string {
  const items = posts
    .map((post) => {
      const link = `${publicUrl}/blog/${post.slug}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        post.published_date ? `      <pubDate>${rfc822(post.published_date)}</pubDate>` : "",
        `      <description>${escapeXml(post.summary)}</description>`,
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
    <title>${escapeXml(BLOG_TITLE)}</title>
    <link>${escapeXml(`${publicUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(DEFAULT_BLOG_DESCRIPTION)}</description>
    <language>en-CA</language>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
