import { useI18n } from "../../../lib/i18n";

export function GfBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      {t("review.glutenFree")}
    </span>
  );
}
