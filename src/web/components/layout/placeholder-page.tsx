import type { ReactNode } from "react";
import { siteTitle, useDocumentTitle } from "../../lib/document-title";

interface PlaceholderPageProps {
  title: string;
  children: ReactNode;
}

/** A page whose real content is still to come: its title and one sentence inside the site layout. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(siteTitle(title));
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{children}</p>
    </div>
  );
}
