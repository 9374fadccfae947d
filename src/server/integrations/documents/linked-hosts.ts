import { DomUtils, parseDocument } from "htmlparser2";
import { mostFirst } from "./find-seller";

/** The sites a page's links lead to, most linked first: a saved order page links mostly to its own site. */
export function linkedHosts(html: string): string[] {
  const anchors = DomUtils.getElementsByTagName("a", parseDocument(html));
  return mostFirst(anchors.flatMap((a) => /^https?:\/\/([^/:?#]+)/i.exec(a.attribs.href ?? "")?.[1] ?? []));
}
