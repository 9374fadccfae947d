import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, PUBLIC_URL, type TestApp } from "./support/test-app";

const slugs = readdirSync("data/blog")
  .filter((f) => f.endsWith(".md") && f !== "README.md")
  .map((f) => f.replace(/\.md$/, ""));

describe("public site feeds", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("lists every public page and every blog post in /sitemap.xml", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    for (const path of ["/", "/how-it-works", "/blog", "/terms", "/privacy-policy"]) {
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    expect(slugs).toHaveLength(6);
    for (const slug of slugs) expect(res.body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/blog/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(res.body).not.toContain("/reports");
  });

  it("lists every twin page at both addresses, each naming both languages and English as the default", async () => {
    const { body } = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const urlOf = (path: string) => urls.find((url) => url.includes(`<loc>${PUBLIC_URL}${path}</loc>`));
    const twins = [
      ["/", "/fr"],
      ...["/how-it-works", "/terms", "/privacy-policy", "/blog", ...slugs.map((slug) => `/blog/${slug}`)].map((path) => [path, `/fr${path}`]),
    ];
    for (const [english, french] of twins) {
      for (const path of [english, french]) {
        const url = urlOf(path!);
        expect(url, path).toBeDefined();
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${PUBLIC_URL}${english}" />`);
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}${french}" />`);
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${english}" />`);
      }
    }
    // A page with one address for both languages has no twin to name.
    expect(urlOf("/auth")).not.toContain("xhtml:link");
    expect(body).not.toContain("/fr/auth");
  });

  it("keeps crawlers off the API and private pages and points them to the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /upload-receipt");
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("serves the blog as RSS 2.0, newest first, with escaped text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/blog/rss.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain("<title>CeliacClaim Blog</title>");
    const links = [...res.body.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    const dates = [...res.body.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(links[0]).toBe(`${PUBLIC_URL}/blog/celiac-disease-research-updates`);
    // Titles with apostrophes or ampersands must arrive as entities, never raw.
    expect(res.body).not.toMatch(/<title>[^<]*&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("serves the blog in French at /fr/blog/rss.xml: French titles and summaries, linked to the French twins", async () => {
    const res = await t.app.inject({ method: "GET", url: "/fr/blog/rss.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain("<title>Blogue CeliacClaim</title>");
    expect(res.body).toContain("<language>fr-CA</language>");
    expect(res.body).toContain(`<link>${PUBLIC_URL}/fr/blog</link>`);
    expect(res.body).toContain(`<atom:link href="${PUBLIC_URL}/fr/blog/rss.xml" rel="self"`);
    const items = [...res.body.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(6);
    expect(items[0]).toContain(`<link>${PUBLIC_URL}/fr/blog/celiac-disease-research-updates</link>`);
    expect(items[0]).toContain("<title>Tour d’horizon de la recherche sur la maladie cœliaque");
    expect(items[0]).toMatch(/<description>Ce que la recherche publiée dit/);
    const english = await t.app.inject({ method: "GET", url: "/blog/rss.xml" });
    expect(english.body).toContain("<language>en-CA</language>");
    expect(english.body).not.toContain("Tour d’horizon");
  });
});
