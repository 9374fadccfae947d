// docs/product-spec.md §2 (blog article): only these schemes, or relative addresses, survive; anything else is blanked.
const ALLOWED_SCHEMES = new Set(["http", "https", "irc", "ircs", "mailto", "xmpp"]);

/** The address if its scheme is allowed or it is relative, otherwise "" (so `javascript:` links go nowhere). */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  const slash = url.indexOf("/");
  const question = url.indexOf("?");
  const hash = url.indexOf("#");
  // No colon, or a colon after the first /, ? or # means a relative address (like react-markdown's own rule).
  const relative =
    colon === -1 || (slash !== -1 && colon > slash) || (question !== -1 && colon > question) || (hash !== -1 && colon > hash);
  if (relative) return url;
  return ALLOWED_SCHEMES.has(url.slice(0, colon).toLowerCase()) ? url : "";
}

/** A relative address inside this site (not protocol-relative like //host). */
export function isSiteRelative(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}
