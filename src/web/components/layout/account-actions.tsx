import { Link, NavLink } from "react-router";
import { LogOut, Settings } from "lucide-react";
import { Button, buttonClasses } from "../ui/button";
import { useLogout } from "../../features/auth/api/use-logout";
import { useAuth } from "../../features/auth/api/use-user";
import { SETTINGS_NAV, SUBSCRIPTION_NAV } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { useI18n } from "../../lib/i18n";

/** The right end of the desktop top bar: account links for members, sign-in calls to action for visitors. */
export function AccountActions() {
  const { isAuthenticated, isLoading } = useAuth();
  const logout = useLogout();
  const { t, locale } = useI18n();
  const french = locale === "fr-CA";

  // Nothing until the session is known, so visitors never see "Sign In" flash for a member.
  if (isLoading) return <div className="w-40" aria-hidden="true" />;

  if (isAuthenticated) {
    return (
      <div className="flex items-center gap-1">
        <NavLink to={SUBSCRIPTION_NAV.to} className={navLinkClasses}>
          {t(SUBSCRIPTION_NAV.label)}
        </NavLink>
        {/* Below 1536 px the words would wrap the bar's labels (a laptop's 1280 px included), so icons stand for them
            there; the French labels are longer, so in French the icons stand for Settings and Sign Out at every width. */}
        <NavLink to={SETTINGS_NAV.to} className={navLinkClasses} title={t(SETTINGS_NAV.label)}>
          <Settings aria-hidden="true" className={french ? "size-4" : "size-4 2xl:hidden"} />
          <span className={french ? "sr-only" : "sr-only 2xl:not-sr-only"}>{t(SETTINGS_NAV.label)}</span>
        </NavLink>
        <Button variant="outline" size="sm" pending={logout.isPending} title={t("layout.signOut")} onClick={() => logout.mutate()}>
          {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
          <span className={french ? "sr-only" : "sr-only 2xl:not-sr-only 2xl:whitespace-nowrap"}>{t("layout.signOut")}</span>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <Link to="/auth" className={buttonClasses({ variant: "ghost", size: "sm" })}>
        {t("layout.signIn")}
      </Link>
      <Link to="/sign-up" className={buttonClasses({ size: "sm" })}>
        {t("layout.startFree")}
      </Link>
    </div>
  );
}
