import { WifiOff } from "lucide-react";
import { useOnline } from "../api/use-online";
import { useI18n } from "../../../lib/i18n";

/** Says, above every page, that what shows is the last copy loaded and that nothing can be changed now. */
export function OfflineBanner() {
  const { t } = useI18n();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 py-2 text-sm text-amber-950 print:hidden">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 sm:px-6">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{t("offline.title")}</strong> — {t("offline.body")}
        </span>
      </p>
    </div>
  );
}
