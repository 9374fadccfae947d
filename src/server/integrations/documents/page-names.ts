/** Names an HTML page gives itself outside its printed text: its `<title>` and its images' alternative texts. */
import { DomUtils, parseDocument } from "htmlparser2";
import { collapseSpaces } from "#domain/receipt-reading/normalise-text";

/** The page's `<title>` (the browser tab's, an e-mail's HTML head): a shop's pages often carry its name there. */
export function pageTitle(html: string): string | null {
  const [title] = DomUtils.getElementsByTagName("title", parseDocument(html));
  const text = title ? collapseSpaces(DomUtils.textContent(title)).trim() : "";
  return text === "" ? null : text;
}

const LOGOS = 5;

/**
 * The alternative texts of the page's first images that could be a logo's ("Amazon.co.uk", "eBay"): a short name, not
 * a product's description or a sentence. A shop that prints its name only in its logo names itself there.
 */
export function logoTexts(html: string): string[] {
  return DomUtils.getElementsByTagName("img", parseDocument(html))
    .map((img) => collapseSpaces(img.attribs.alt ?? ""))
    .filter((alt) => alt.length >= 2 && alt.length <= 30 && /\p{L}/u.test(alt) && !/[.!?]$/.test(alt) && alt.split(" ").length <= 4)
    .slice(0, LOGOS);
}
