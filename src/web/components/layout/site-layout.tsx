import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "../ui/spinner";
import { ChatLauncher } from "../../features/chat/components/chat-launcher";
import { ConsentBanner } from "./consent-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useI18n } from "../../lib/i18n";

/** Every page's frame: skip link, top bar, the page, footer and the privacy notice. */
export function SiteLayout() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-emerald-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("layout.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ConsentBanner />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
