import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

interface LandingSectionProps {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}

/** A titled band of the landing page that the footer's /#id links scroll to (and move focus to). */
export function LandingSection({ id, title, lead, className, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn("scroll-mt-20 border-t border-slate-200 py-16 outline-none", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
