import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { isMidEditPath } from "../lib/mid-edit-paths";
import { useI18n } from "../../../lib/i18n";
import { applyUpdate, isUpdateWaiting, registerServiceWorker, subscribeToUpdate } from "../lib/service-worker";

/**
 * Registers the service worker and, when a new version has installed, offers it: "A new version is ready — Reload".
 * Nothing reloads by itself, and the offer waits while a receipt is being chosen or reviewed.
 */
export function UpdatePrompt() {
  const { t } = useI18n();
  useEffect(registerServiceWorker, []);
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const { pathname } = useLocation();
  const [reloading, setReloading] = useState(false);
  if (!waiting || isMidEditPath(pathname)) return null;
  return (
    <div role="status" className="border-b border-emerald-200 bg-emerald-50 py-2 text-sm text-emerald-950 print:hidden">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 sm:px-6">
        <span>{t("offline.updateReady")}</span>
        <Button
          size="sm"
          variant="outline"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            applyUpdate();
          }}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t(reloading ? "offline.reloading" : "offline.reload")}
        </Button>
      </p>
    </div>
  );
}
