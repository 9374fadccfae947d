import { useMemo, type ReactNode } from "react";
import { formatPublishedDate } from "#domain/content/blog-post";
import { readLegalDocument } from "../lib/legal-document";
import { ContentPage } from "./content-page";
import { MarkdownContent } from "./markdown-content";

interface LegalPageProps {
  title: string;
  /** The document as data/legal/*.md holds it, front matter first. */
  markdown: string;
  /** What "Last updated" says when not the document's own `last_updated` date. */
  lastUpdated?: string;
  /** After the document. */
  children?: ReactNode;
}

/** A legal document as a page: its title, when it was last updated, and its body. */
export function LegalPage({ title, markdown, lastUpdated, children }: LegalPageProps) {
  const legal = useMemo(() => readLegalDocument(markdown), [markdown]);
  return (
    <ContentPage title={title} intro={<p>Last updated: {lastUpdated ?? formatPublishedDate(legal.lastUpdated)}</p>}>
      <MarkdownContent markdown={legal.body} />
      {children}
    </ContentPage>
  );
}
