import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "../ui/spinner";
import { ChatLauncher } from "../../features/chat/components/chat-launcher";
import { OfflineBanner } from "../../features/offline/components/offline-banner";
import { OfflineDataOwner } from "../../features/offline/components/offline-data-owner";
import { ReadOnlyWhenOffline } from "../../features/offline/components/read-only-when-offline";
import { UpdatePrompt } from "../../features/offline/components/update-prompt";
import { ConsentBanner } from "./consent-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useI18n } from "../../lib/i18n";

/**
 * Every page's frame: skip link, top bar, the offline and new-version notices, the page (read-only while offline),
 * footer and the privacy notice.
 */
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
      <OfflineBanner />
      <UpdatePrompt />
      <OfflineDataOwner />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ReadOnlyWhenOffline>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ReadOnlyWhenOffline>
      </main>
      <SiteFooter />
      <ConsentBanner />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
