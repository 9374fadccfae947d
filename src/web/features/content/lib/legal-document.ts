import { parseFrontMatter } from "#domain/content/front-matter";

export interface LegalDocument {
  title: string;
  lastUpdated: string | null;
  body: string;
}

/** A legal page's markdown: its title and optional `last_updated` date from the front matter, and its body. */
export function readLegalDocument(raw: string): LegalDocument {
  const { data, body } = parseFrontMatter(raw);
  return {
    title: typeof data.title === "string" ? data.title : "",
    lastUpdated: typeof data.last_updated === "string" ? data.last_updated : null,
    body,
  };
}
