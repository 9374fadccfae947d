import type { FastifyInstance, FastifyRequest } from "fastify";
import { DomainError } from "#domain/errors";

/**
 * One path for every decision. Fastify routes the decoded path (`/%61pi/logout` is `/api/logout`) and better-auth
 * resolves dot-segments (`/api/auth/./sign-in/email` is its sign-in), while a guard reading `request.url` sees the raw
 * text: each guard that decided on the raw text could be walked around. So a request whose path is not already in its
 * one canonical form is refused before anything else looks at it, and every guard after this may read the raw path.
 *
 * Canonical: no dot-segment, no empty segment (`//`), no trailing slash but the root's, no backslash, no letter, digit
 * or `-._~` written percent-encoded, no encoded slash or backslash, and every `%` followed by two hex digits.
 */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** The path part of a request URL, as sent. */
export const pathOf = (url: string) => url.split("?", 1)[0] ?? "";

/** The canonical form of `path`, or null when there is none (a backslash, a broken or encoded separator, `..` above the root). */
export function canonicalPath(path: string): string | null {
  if (!path.startsWith("/") || path.includes("\\")) return null;
  let decoded = "";
  for (let i = 0; i < path.length; i++) {
    if (path[i] !== "%") {
      decoded += path[i];
      continue;
    }
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const char = String.fromCharCode(parseInt(hex, 16));
    if (char === "/" || char === "\\") return null;
    decoded += UNRESERVED.test(char) ? char : `%${hex}`;
    i += 2;
  }
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Registered first, so it runs before every other hook and handler. A page asked for by another form of its address
 * (`/blog/`) is sent to the canonical one; anything else is refused with 400.
 */
export function registerCanonicalPaths(app: FastifyInstance) {
  app.addHook("onRequest", async (request: FastifyRequest, reply) => {
    const path = pathOf(request.url);
    const canonical = canonicalPath(path);
    if (canonical === path) return;
    if (canonical !== null && (request.method === "GET" || request.method === "HEAD") && !isApiPath(canonical)) {
      return reply.redirect(canonical + request.url.slice(path.length), 308);
    }
    reply.header("cache-control", "no-store");
    throw new DomainError("PATH_NOT_CANONICAL");
  });
}
