import { NavLink } from "react-router";
import { AccountActions } from "./account-actions";
import { BrandLink } from "./brand-link";
import { MobileNav } from "./mobile-nav";
import { PRIMARY_NAV } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Between 768 and 1024 px the name would crowd the links, so the mark stands alone there. */}
        <BrandLink nameClassName="md:hidden lg:inline" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <AccountActions />
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
