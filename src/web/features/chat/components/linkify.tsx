import type { ReactNode } from "react";
import { trimEndRun } from "#domain/text/trim-run";

// Full URLs, or bare domains like celiac.ca/page (docs/product-spec.md §5: bare domains get https:// added).
const LINK_PATTERN =
  /\b(?:https?:\/\/[^\s<>"]+|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:ca|com|org|net|gov|info|io)(?:\/[^\s<>"]*)?)/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"’]/;
const MAX_SHOWN = 48;

/** Long addresses are shown shortened (without the scheme); the link itself keeps the full address. */
function shownText(url: string): string {
  const bare = url.replace(/^https?:\/\//i, "");
  return bare.length > MAX_SHOWN ? `${bare.slice(0, MAX_SHOWN - 1)}…` : bare;
}

/** Bot text with its URLs and bare domains turned into links that open in a new tab. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    // An email address's domain is not a link of its own.
    if (text[start - 1] === "@") continue;
    const url = trimEndRun(raw, TRAILING_PUNCTUATION);
    parts.push(text.slice(last, start));
    const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    parts.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium break-all text-emerald-800 underline underline-offset-2"
      >
        {shownText(url)}
      </a>,
    );
    last = start + url.length;
  }
  parts.push(text.slice(last));
  return parts;
}
