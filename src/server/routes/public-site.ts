import type { FastifyInstance } from "fastify";
import { LOCALES } from "#domain/i18n/locales";
import { rssFeedPath } from "#domain/site/feed-paths";
import type { SiteContent } from "../content/load-site-content";
import { buildRobots, buildRssFeed, buildSitemap } from "../content/site-feeds";

/** /sitemap.xml, /robots.txt and the blog's RSS feed in each language, built once from the bundled content. */
export function publicSiteRoutes(content: SiteContent, publicUrl: string) {
  const sitemap = buildSitemap(publicUrl, content.posts);
  const robots = buildRobots(publicUrl);
  const feeds = LOCALES.map((locale) => ({ path: rssFeedPath(locale), rss: buildRssFeed(publicUrl, content.posts, locale) }));
  const hourly = "public, max-age=3600";
  return async function (app: FastifyInstance) {
    app.get("/sitemap.xml", (_req, reply) => reply.type("application/xml; charset=utf-8").header("cache-control", hourly).send(sitemap));
    app.get("/robots.txt", (_req, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", hourly).send(robots));
    for (const { path, rss } of feeds) {
      app.get(path, (_req, reply) => reply.type("application/rss+xml; charset=utf-8").header("cache-control", hourly).send(rss));
    }
  };
}
