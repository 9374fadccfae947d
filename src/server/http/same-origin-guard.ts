import type { FastifyInstance, FastifyRequest } from "fastify";
import { DomainError } from "#domain/errors";
import { isApiPath, pathOf } from "./canonical-path";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// What Sec-Fetch-Site says of a request the user made on this site, or typed or bookmarked themselves.
const OWN_SITE = new Set(["same-origin", "none"]);

/** True when the request carries a bearer token: another site cannot make a browser send one, so it cannot be forged. */
const hasBearer = (request: FastifyRequest) => /^Bearer\s+\S/i.test(request.headers.authorization ?? "");

/**
 * Cross-site request forgery: a page on another site can make the browser send a form or a simple fetch to the
 * API with the user's session cookie. Every state-changing `/api` request a browser makes must therefore come from
 * this site: Sec-Fetch-Site says so, or else Origin is the public address or the address the request was sent to.
 * A request with neither header was not made by a browser, so no cookie was sent on anyone's behalf. better-auth's
 * own routes under /api/auth/ check Origin against the same public address themselves.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    const path = pathOf(request.url);
    if (SAFE_METHODS.has(request.method) || !isApiPath(path) || path.startsWith("/api/auth/")) return;
    if (hasBearer(request)) return;
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    if (site === undefined && origin === undefined) return;
    if (site !== undefined && OWN_SITE.has(site)) return;
    if (origin !== undefined && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`)) return;
    throw new DomainError("CROSS_SITE_REQUEST");
  });
}
