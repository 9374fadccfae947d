import { DomUtils, parseDocument } from "htmlparser2";
import { collapseSpaces } from "#domain/receipt-reading/normalise-text";

/** The page's `<title>` (the browser tab's, an e-mail's HTML head): a shop's pages often carry its name there. */
export function pageTitle(html: string): string | null {
  const [title] = DomUtils.getElementsByTagName("title", parseDocument(html));
  const text = title ? collapseSpaces(DomUtils.textContent(title)).trim() : "";
  return text === "" ? null : text;
}
