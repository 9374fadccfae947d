import { Languages } from "lucide-react";
import { useI18n } from "../../lib/i18n";
import { cn } from "../../lib/cn";

/** The other language, one press away: named in that language, so a reader who cannot read this one finds it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, t, setLocale } = useI18n();
  const other = locale === "fr-CA" ? "en-CA" : "fr-CA";
  return (
    <button
      type="button"
      lang={other}
      title={t("language.switchToFull")}
      onClick={() => setLocale(other)}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-emerald-800",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {t("language.switchTo")}
    </button>
  );
}
