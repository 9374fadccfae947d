import type { ReactNode, RefObject } from "react";

interface SubscriptionPageProps {
  title: string;
  intro: string;
  /** Focus lands here when an action removes the control that had it. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** The frame both subscription pages share: heading, one line on what the page is for, then its body. */
export function SubscriptionPage({ title, intro, headingRef, children }: SubscriptionPageProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
