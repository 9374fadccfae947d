import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS, SIGNED_IN_PAGE_PATHS } from "#domain/site/page-routes";
import { createTestApp, type TestApp } from "./support/test-app";

const SPA = "<!doctype html><title>CeliacClaim</title><div id=root></div>";

describe("page status", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "web-"));
    writeFileSync(join(webDir, "index.html"), SPA);
    writeFileSync(join(webDir, "favicon.svg"), "<svg/>");
    writeFileSync(join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(webDir, "manifest.webmanifest"), '{"name":"CeliacClaim"}');
    t = await createTestApp("sqlite", { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const clientPaths = ["/", ...[...PUBLIC_PAGE_PATHS, ...SIGNED_IN_PAGE_PATHS].map((p) => `/${p.replace(/:\w+/, "x1")}`)];

  it.each(clientPaths)("answers %s, a client route, with the app and 200", async (path) => {
    const res = await get(`${path}?year=2023`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe(SPA);
  });

  it.each(["/no-such-page", "/tax-summary/print/extra", "/receipt-review", "/blog/a/b", "/dashboards"])(
    "answers %s, which no client route knows, with the app and 404",
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toBe(SPA);
    },
  );

  it.each(["/fr", "/fr/how-it-works", "/fr/terms", "/fr/privacy-policy", "/fr/blog", "/fr/blog/x1"])(
    "answers %s, a French twin, with the app and 200",
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SPA);
    },
  );

  it.each(["/fr/auth", "/fr/dashboard", "/fr/blog/a/b", "/fr/fr/terms"])("answers %s, a page with no French twin, with 404", async (path) => {
    expect((await get(path)).statusCode).toBe(404);
  });

  it("ignores case as the client's router does", async () => {
    expect((await get("/Tax-Summary/Print")).statusCode).toBe(200);
  });

  it("still serves files and answers an unknown API path with JSON 404", async () => {
    expect((await get("/favicon.svg")).statusCode).toBe(200);
    const api = await get("/api/no-such-thing");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String), code: "NOT_FOUND" });
  });

  it("serves the service worker and the manifest with their types, asked again on every visit", async () => {
    const worker = await get("/sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("lets the service worker and the manifest come from this site only", async () => {
    const csp = String((await get("/")).headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
