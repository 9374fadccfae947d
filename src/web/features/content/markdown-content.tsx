import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import { splitTables } from "#domain/content/markdown-tables";
import { isSiteRelative, safeUrl } from "#domain/content/safe-url";
import { cn } from "../../lib/cn";

interface MarkdownContentProps {
  markdown: string;
  /** Blog bodies open every link in a new tab (SPEC §2); site pages keep their own links in the app. */
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
  };
}

const SITE_COMPONENTS = buildComponents(false);
const NEW_TAB_COMPONENTS = buildComponents(true);

/** Markdown from our own content files, with only SPEC's URL schemes kept (`javascript:` links become plain text). */
export function MarkdownContent({ markdown, linksInNewTab = false, className }: MarkdownContentProps) {
  const components = linksInNewTab ? NEW_TAB_COMPONENTS : SITE_COMPONENTS;
  const inline = (text: string) => (
    <Markdown urlTransform={safeUrl} components={{ ...components, p: ({ children }) => <>{children}</> }}>
      {text}
    </Markdown>
  );
  return (
    <div className={cn("text-base text-slate-700", className)}>
      {splitTables(markdown).map((block, index) =>
        block.kind === "markdown" ? (
          <Markdown key={index} urlTransform={safeUrl} components={components}>
            {block.text}
          </Markdown>
        ) : (
          <div key={index} className="mt-4 overflow-x-auto">
            <table className="min-w-full border-collapse text-left text-base">
              <thead>
                <tr className="border-b-2 border-slate-300">
                  {block.header.map((cell, c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-semibold text-slate-900">
                      {inline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r} className="border-b border-slate-200">
                    {row.map((cell, c) => (
                      <td key={c} className="px-3 py-2">
                        {inline(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
}
