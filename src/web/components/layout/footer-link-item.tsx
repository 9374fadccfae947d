import { Link } from "react-router";
import { ExternalLink } from "lucide-react";
import type { FooterLink } from "./footer-links";

const LINK_CLASSES = "text-sm text-slate-600 underline-offset-4 hover:text-emerald-800 hover:underline";

export function FooterLinkItem({ link }: { link: FooterLink }) {
  if (!link.href) {
    return (
      <span className="text-sm text-slate-500" title="Coming soon">
        {link.label}
        <span className="sr-only"> (coming soon)</span>
      </span>
    );
  }
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
        {link.label}
        <ExternalLink aria-hidden="true" className="ml-1 inline-block size-3.5 align-[-2px]" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={LINK_CLASSES}>
      {link.label}
    </Link>
  );
}
