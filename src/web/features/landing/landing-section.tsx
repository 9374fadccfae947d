import type { ReactNode } from "react";

interface LandingSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled band of the landing page that the footer's /#id links scroll to. */
export function LandingSection({ id, title, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 border-t border-slate-200 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <div className="mt-4 text-lg text-slate-600">{children}</div>
      </div>
    </section>
  );
}
