import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";
import { isSiteRelative, safeUrl } from "#domain/content/safe-url";
import { cn } from "../../../lib/cn";

interface MarkdownContentProps {
  markdown: string;
  /** Blog bodies open every link in a new tab (docs/product-spec.md §2); site pages keep their own links in the app. */
  linksInNewTab?: boolean;
  className?: string;
}

const LINK_CLASSES = "font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-900";

function buildComponents(linksInNewTab: boolean): Components {
  return {
    a({ href = "", children, node: _node, ...props }) {
      if (!href) return <span className="text-slate-700">{children}</span>;
      if (!linksInNewTab && isSiteRelative(href)) {
        return (
          <Link to={href} className={LINK_CLASSES}>
            {children}
          </Link>
        );
      }
      const newTab = linksInNewTab || !isSiteRelative(href);
      return (
        <a
          {...props}
          href={href}
          className={LINK_CLASSES}
          {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {children}
        </a>
      );
    },
    h1: ({ node: _node, ...props }) => <h2 className="mt-10 text-2xl font-semibold text-slate-900" {...props} />,
    h2: ({ node: _node, ...props }) => <h2 className="mt-10 text-2xl font-semibold tracking-tight text-slate-900" {...props} />,
    h3: ({ node: _node, ...props }) => <h3 className="mt-8 text-lg font-semibold text-slate-900" {...props} />,
    p: ({ node: _node, ...props }) => <p className="mt-4 leading-7" {...props} />,
    ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-2 pl-6" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="mt-4 list-decimal space-y-2 pl-6" {...props} />,
    li: ({ node: _node, ...props }) => <li className="leading-7" {...props} />,
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="mt-4 border-l-4 border-emerald-200 pl-4 text-slate-600 italic" {...props} />
    ),
    strong: ({ node: _node, ...props }) => <strong className="font-semibold text-slate-900" {...props} />,
    code: ({ node: _node, ...props }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-sm" {...props} />,
    img: ({ node: _node, alt = "", ...props }: ComponentProps<"img"> & { node?: unknown }) =>
      props.src ? <img alt={alt} className="mt-4 rounded-xl" loading="lazy" {...props} /> : null,
    // A wide table scrolls on its own rather than widening the page on a phone.
    table: ({ node: _node, ...props }) => (
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full border-collapse text-left text-base" {...props} />
      </div>
    ),
    thead: ({ node: _node, ...props }) => <thead className="[&>tr]:border-b-2 [&>tr]:border-slate-300" {...props} />,
    tbody: ({ node: _node, ...props }) => <tbody className="[&>tr]:border-b [&>tr]:border-slate-200" {...props} />,
    th: ({ node: _node, ...props }) => <th scope="col" className="px-3 py-2 font-semibold text-slate-900" {...props} />,
    td: ({ node: _node, ...props }) => <td className="px-3 py-2" {...props} />,
  };
}

const SITE_COMPONENTS = buildComponents(false);
const NEW_TAB_COMPONENTS = buildComponents(true);

const REMARK_PLUGINS = [remarkGfm];

/**
 * Markdown from our own content files, GitHub-flavoured for its tables, with only the URL schemes of
 * docs/product-spec.md §2 kept (`javascript:` links become plain text).
 */
export function MarkdownContent({ markdown, linksInNewTab = false, className }: MarkdownContentProps) {
  return (
    <div className={cn("text-base text-slate-700", className)}>
      <Markdown remarkPlugins={REMARK_PLUGINS} urlTransform={safeUrl} components={linksInNewTab ? NEW_TAB_COMPONENTS : SITE_COMPONENTS}>
        {markdown}
      </Markdown>
    </div>
  );
}
