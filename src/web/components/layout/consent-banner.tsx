import { useState } from "react";
import { Link } from "react-router";
import { Cookie } from "lucide-react";
import { Button } from "../ui/button";
import { hasAcceptedConsent, rememberConsent } from "../../lib/consent";
import { useI18n } from "../../lib/i18n";

/** A privacy and cookie notice that stays until accepted, and is remembered in this browser. */
export function ConsentBanner() {
  const [accepted, setAccepted] = useState(hasAcceptedConsent);
  const { t, rich } = useI18n();
  if (accepted) return null;

  const accept = () => {
    rememberConsent();
    setAccepted(true);
  };

  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_24px_rgba(15,23,42,0.08)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <div className="space-y-3">
          <h2 id="consent-title" className="text-sm font-semibold text-slate-900">
            {t("consent.title")}
          </h2>
          <p className="text-sm text-slate-600">
            {rich("consent.text", {
              link: (chunks) => (
                <Link to="/privacy-policy" className="font-medium text-emerald-800 underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <Button size="sm" onClick={accept}>
            {t("consent.accept")}
          </Button>
        </div>
      </div>
    </section>
  );
}
