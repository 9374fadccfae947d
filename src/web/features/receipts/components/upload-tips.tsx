import { Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n";

const TIPS = ["upload.tip.lighting", "upload.tip.whole", "upload.tip.flatten", "upload.tip.storeAndDate"] as const;

/** docs/product-spec.md §2: the "For best results" tips box and the "How It Works" note. */
export function UploadTips() {
  const { t } = useI18n();
  return (
    <aside className="space-y-4">
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
        <h2 className="flex items-center gap-2 font-semibold text-amber-900">
          <Lightbulb aria-hidden="true" className="size-5" />
          {t("upload.tips")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        <h2 className="font-semibold text-slate-900">{t("nav.howItWorks")}</h2>
        <p className="mt-2">
          {t("upload.howItWorks")}{" "}
          <Link to="/how-it-works" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
            {t("upload.learnMore")}
          </Link>
        </p>
      </div>
    </aside>
  );
}
