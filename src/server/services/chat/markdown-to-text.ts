/** Markdown to plain sentences for retrieval and for replies shown as plain text in the chat. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^[\]]+)\]\([^()]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/(^|\s)[*_]([^*_\n]+)[*_]/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1")
    // [ \t] rather than \s, which would swallow the blank line before a list or a quote.
    .replace(/^[ \t]*[-*+][ \t]+/gm, "• ")
    .replace(/^[ \t]*>[ \t]?/gm, "")
    // The texts are wrapped at a fixed width; a chat bubble wraps on its own, so only list items and table rows keep
    // their own line.
    .replace(/([^\n])\n[ \t]*(?![\n•|]|\d+\.\s)/g, "$1 ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The first site-relative link of a markdown text, e.g. "/upload-receipt". */
export function firstSiteLink(markdown: string): string | null {
  return /\]\((\/(?!\/)[^)\s]*)\)/.exec(markdown)?.[1] ?? null;
}
