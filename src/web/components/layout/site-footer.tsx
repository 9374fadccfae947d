import { Mail, ShieldCheck } from "lucide-react";
import { BrandLink } from "./brand-link";
import { FooterLinkItem } from "./footer-link-item";
import { FOOTER_COLUMNS, SOCIAL_LINKS, SUPPORT_EMAIL } from "./footer-links";
import { calendarYear, systemClock } from "#domain/calendar/canadian-calendar";
import { useI18n } from "../../lib/i18n";

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="space-y-4">
            <BrandLink />
            <p className="max-w-xs text-sm text-slate-600">{t("footer.tagline")}</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {SUPPORT_EMAIL}
            </a>
            <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t("footer.social")}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.heading} aria-label={t(column.heading)}>
                <h2 className="text-sm font-semibold text-slate-900">{t(column.heading)}</h2>
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-10 flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div className="space-y-1">
            <p>{t("footer.notAffiliated")}</p>
            <p>{t("footer.keepReceipts")}</p>
            <p>{t("footer.imagesNotStored")}</p>
          </div>
        </div>

        <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-500">© {calendarYear(systemClock())} CeliacClaim</p>
      </div>
    </footer>
  );
}
