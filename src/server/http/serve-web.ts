import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { DomainError } from "#domain/errors";
import { isPagePath } from "#domain/site/page-routes";
import { isApiPath, pathOf } from "./canonical-path";

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every non-API GET answered
 * with index.html so client-side routes work on reload: 200 for a path the client routes, 404 (the same HTML, which
 * shows the client's "Page not found") for any other, so the status says what the page says. The service worker and
 * the manifest are asked again each time, so a new version is found on the next visit (decision 032).
 */
export async function registerWeb(app: FastifyInstance, webDir: string) {
  const root = resolve(webDir);
  const hasWeb = existsSync(resolve(root, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header("cache-control", cacheControlOf(path));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !isApiPath(pathOf(request.url));
    if (hasWeb && isPage) {
      const status = isPagePath(pathOf(request.url)) ? 200 : 404;
      return reply.code(status).header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    throw new DomainError("NOT_FOUND");
  });
}

const ASKED_AGAIN_EACH_TIME = [".html", "/sw.js", "/manifest.webmanifest"];

function cacheControlOf(path: string): string {
  if (path.includes("/assets/")) return "public, max-age=31536000, immutable";
  if (ASKED_AGAIN_EACH_TIME.some((end) => path.endsWith(end))) return "no-cache";
  return "public, max-age=3600";
}
