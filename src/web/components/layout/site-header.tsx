import { NavLink } from "react-router";
import { AccountActions } from "./account-actions";
import { BrandLink } from "./brand-link";
import { MobileNav } from "./mobile-nav";
import { useAuth } from "../../features/auth/api/use-user";
import { primaryNavFor } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { barBreakpoints } from "./bar-breakpoints";
import { LanguageSwitch } from "./language-switch";
import { useI18n } from "../../lib/i18n";

export function SiteHeader() {
  const { isAuthenticated } = useAuth();
  const { t, href, locale } = useI18n();
  const bar = barBreakpoints(locale);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* min-w-fit: a bar a little wider than the page's column (the French visitor's, at 1280 px) grows evenly on
          both sides rather than running past the column's right edge alone. */}
      <div className="mx-auto flex h-16 w-full max-w-6xl min-w-fit items-center justify-between gap-3 px-4 sm:px-6">
        {/* Six links and the account's fit on one line from 1024 px in English, 1280 px in French; narrower, they go
            in the drawer. From 1280 px the word mark fits beside them in both languages. */}
        <BrandLink nameClassName={bar.wordMark} />
        <nav aria-label={t("layout.mainNav")} className={bar.inBar}>
          <ul className="flex items-center gap-0.5">
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
          <div className={bar.inBar}>
            <AccountActions />
          </div>
          <MobileNav className={bar.drawerButton} />
        </div>
      </div>
    </header>
  );
}
