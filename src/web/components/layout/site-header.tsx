import { NavLink } from "react-router";
import { AccountActions } from "./account-actions";
import { BrandLink } from "./brand-link";
import { MobileNav } from "./mobile-nav";
import { useAuth } from "../../features/auth/api/use-user";
import { primaryNavFor } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { LanguageSwitch } from "./language-switch";
import { useI18n } from "../../lib/i18n";

export function SiteHeader() {
  const { isAuthenticated } = useAuth();
  const { t, href, locale } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Six links and the account's fit on one line from 1024 px; below it they go in the drawer. Up to 1280 px
            the name would crowd them, so the mark stands alone there; the French labels are longer, so in French it
            stands alone on every wide screen. */}
        <BrandLink nameClassName={locale === "fr-CA" ? "lg:hidden" : "lg:hidden xl:inline"} />
        <nav aria-label={t("layout.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNavFor(isAuthenticated).map((item) => (
              <li key={item.to}>
                <NavLink to={href(item.to)} end={item.to === "/"} className={navLinkClasses}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <div className="hidden lg:block">
            <AccountActions />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
