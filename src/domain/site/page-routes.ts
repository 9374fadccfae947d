/**
 * Every page path the web app routes (docs/product-spec.md §2), as React Router patterns without the leading slash.
 * The web app builds its router from these lists and the server answers 404 for any other page path, so a path the
 * client would show as "Page not found" is also not found for a browser, a crawler or a link checker.
 */
export const PUBLIC_PAGE_PATHS = [
  "auth",
  "login",
  "sign-up",
  "auth/reset-password",
  "auth/email-verified",
  "auth-debug",
  "how-it-works",
  "terms",
  "privacy-policy",
  "account/delete",
  "blog",
  "blog/:slug",
] as const;

export const SIGNED_IN_PAGE_PATHS = [
  "dashboard",
  "upload-receipt",
  "receipt-review/:id",
  "reports",
  "tax-summary",
  "tax-summary/print",
  "claim-planner",
  "settings",
  "subscription",
  "subscription/success",
  "my-subscription",
] as const;

/**
 * The public pages that also exist in French under `/fr/…` (the home page is ""): the pages a search engine lists,
 * each linked to its twin by `hreflang`. Every other page speaks the reader's chosen language at one address.
 */
// A page joins the list once every word of it is in both catalogues. The blog's articles stay in English under a
// French title and summary, which the French page says it does (decision 033).
export const TWIN_PAGE_PATHS = ["", "how-it-works", "terms", "privacy-policy", "blog", "blog/:slug"] as const;

/** Where the French twins live. */
export const FRENCH_PREFIX = "/fr";

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];
export type TwinPagePath = (typeof TWIN_PAGE_PATHS)[number];
export type SignedInPagePath = (typeof SIGNED_IN_PAGE_PATHS)[number];

const split = (paths: readonly string[]) => paths.map((p) => (p === "" ? [] : p.split("/")));
const PATTERNS: readonly string[][] = split([...PUBLIC_PAGE_PATHS, ...SIGNED_IN_PAGE_PATHS]);
const TWIN_PATTERNS: readonly string[][] = split(TWIN_PAGE_PATHS);

const matchesOne = (patterns: readonly string[][], segments: string[]) =>
  patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );

const segmentsOf = (path: string) => (path === "/" ? [] : path.slice(1).toLowerCase().split("/"));

/** Whether a canonical path is a public page that has a French twin; `/fr/…` is read as its twin's path. */
export function isTwinPagePath(path: string): boolean {
  return matchesOne(TWIN_PATTERNS, segmentsOf(path));
}

/**
 * Whether a canonical path (`/blog/some-post`, `/fr/blog/some-post`) is the home page or matches one of the client's
 * routes, ignoring case as React Router does.
 */
export function isPagePath(path: string): boolean {
  const segments = segmentsOf(path);
  if (segments.length === 0 || matchesOne(PATTERNS, segments)) return true;
  return segments[0] === FRENCH_PREFIX.slice(1) && matchesOne(TWIN_PATTERNS, segments.slice(1));
}
