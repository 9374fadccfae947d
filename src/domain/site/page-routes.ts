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

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];
export type SignedInPagePath = (typeof SIGNED_IN_PAGE_PATHS)[number];

const PATTERNS: readonly string[][] = [...PUBLIC_PAGE_PATHS, ...SIGNED_IN_PAGE_PATHS].map((p) => p.split("/"));

/**
 * Whether a canonical path (`/blog/some-post`) is the home page or matches one of the client's routes, ignoring case
 * as React Router does.
 */
export function isPagePath(path: string): boolean {
  if (path === "/") return true;
  const segments = path.slice(1).toLowerCase().split("/");
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(":") ? segments[i] !== "" : part === segments[i]),
  );
}
