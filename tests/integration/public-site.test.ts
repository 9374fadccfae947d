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
});
