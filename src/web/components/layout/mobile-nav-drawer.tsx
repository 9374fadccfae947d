import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import { LogOut } from "lucide-react";
import { Dialog, DialogTitle } from "../ui/dialog";
import { SheetContent } from "../ui/sheet";
import { buttonClasses } from "../ui/button";
import { useLogout } from "../../features/auth/api/use-logout";
import { useAuth } from "../../features/auth/api/use-user";
import { SETTINGS_NAV, SUBSCRIPTION_NAV, primaryNavFor } from "./nav-items";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

const drawerLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-lg px-3 py-3 text-base font-medium",
    isActive ? "bg-emerald-50 text-emerald-800" : "text-slate-800 hover:bg-slate-100",
  );

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it is not a Radix trigger (the drawer loads later), so focus is sent back to it by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The drawer itself, loaded on first use so the dialog code stays out of every page's first load. */
export default function MobileNavDrawer({ open, onOpenChange, returnFocusTo }: MobileNavDrawerProps) {
  const { user, isAuthenticated } = useAuth();
  const logout = useLogout();
  const close = () => onOpenChange(false);
  const { t, href } = useI18n();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="border-b border-slate-200 px-5 py-4">
          <DialogTitle className="text-base">{t("layout.menuTitle")}</DialogTitle>
        </div>
        <nav aria-label={t("layout.mainNav")} className="px-3 py-4">
          <ul className="space-y-1">
            {primaryNavFor(isAuthenticated).map((item) => (
              <li key={item.to}>
                <NavLink to={href(item.to)} end={item.to === "/"} className={drawerLinkClasses} onClick={close}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="drawer-account-heading" className="mt-auto border-t border-slate-200 px-3 py-4">
          <h2 id="drawer-account-heading" className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("layout.account")}
          </h2>
          {isAuthenticated ? (
            <div className="space-y-1">
              <p className="truncate px-3 pb-2 text-sm text-slate-600">{t("layout.signedInAs", { email: user?.email ?? "" })}</p>
              {[SUBSCRIPTION_NAV, SETTINGS_NAV].map((item) => (
                <NavLink key={item.to} to={item.to} className={drawerLinkClasses} onClick={close}>
                  {t(item.label)}
                </NavLink>
              ))}
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                disabled={logout.isPending}
                onClick={() => logout.mutate(undefined, { onSuccess: close })}
              >
                <LogOut aria-hidden="true" className="size-5" />
                {t("layout.signOut")}
              </button>
            </div>
          ) : (
            <div className="grid gap-2 px-3">
              <Link to="/auth" onClick={close} className={buttonClasses({ variant: "outline", size: "lg" })}>
                {t("layout.signIn")}
              </Link>
              <Link to="/sign-up" onClick={close} className={buttonClasses({ size: "lg" })}>
                {t("layout.startFree")}
              </Link>
            </div>
          )}
        </section>
      </SheetContent>
    </Dialog>
  );
}
