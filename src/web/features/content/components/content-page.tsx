import type { ReactNode } from "react";

interface ContentPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of a long reading page: a heading band and a readable column. */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <div className="mt-3 text-slate-600">{intro}</div>}
      <div className="mt-8">{children}</div>
    </article>
  );
}
