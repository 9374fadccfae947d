import { useMemo, type ReactNode } from "react";
import { useI18n } from "../../../lib/i18n";
import { readLegalDocument } from "../lib/legal-document";
import { ContentPage } from "./content-page";
import { MarkdownContent } from "./markdown-content";

interface LegalPageProps {
  title: string;
  /** The document as data/legal/*.md holds it, front matter first, in the page's language. */
  markdown: string;
  /** What "Last updated" says when not the document's own `last_updated` date. */
  lastUpdated?: string;
  /** After the document. */
  children?: ReactNode;
}

/** A legal document as a page: its title, when it was last updated, and its body. */
export function LegalPage({ title, markdown, lastUpdated, children }: LegalPageProps) {
  const { t, format } = useI18n();
  const legal = useMemo(() => readLegalDocument(markdown), [markdown]);
  const date = lastUpdated ?? (legal.lastUpdated ? format.longDate(legal.lastUpdated) : "");
  return (
    <ContentPage title={title} intro={<p>{t("site.legal.lastUpdated", { date })}</p>}>
      <MarkdownContent markdown={legal.body} />
      {children}
    </ContentPage>
  );
}
