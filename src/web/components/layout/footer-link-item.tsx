import { Link } from "react-router";
import { ExternalLink } from "lucide-react";
import type { FooterLink } from "./footer-links";
import { useI18n } from "../../lib/i18n";

const LINK_CLASSES = "text-sm text-slate-600 underline-offset-4 hover:text-emerald-800 hover:underline";

export function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t, text, href } = useI18n();
  const label = text(link.label);
  if (!link.href) {
    return (
      <span className="text-sm text-slate-500" title={t("footer.comingSoon")}>
        {label}
        <span className="sr-only">{t("footer.comingSoonAside")}</span>
      </span>
    );
  }
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
        {label}
        <ExternalLink aria-hidden="true" className="ml-1 inline-block size-3.5 align-[-2px]" />
        <span className="sr-only">{t("footer.opensInNewTab")}</span>
      </a>
    );
  }
  return (
    <Link to={href(link.href)} className={LINK_CLASSES}>
      {label}
    </Link>
  );
}
