import { ClipboardList } from "lucide-react";
import { useI18n } from "../../../lib/i18n";

/**
 * docs/product-spec.md §1: the three documents to keep, and for how long (CRA: 6 years from the end of the tax year).
 */
export function ComplianceNotice() {
  const { t } = useI18n();
  return (
    <aside
      aria-labelledby="compliance-heading"
      className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-6 text-amber-950 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <ClipboardList aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
        <h2 id="compliance-heading" className="text-xl font-semibold">
          {t("landing.compliance.title")}
        </h2>
      </div>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        <li>{t("landing.compliance.letter")}</li>
        <li>{t("landing.compliance.receipts")}</li>
        <li>{t("landing.compliance.summary")}</li>
      </ol>
      <p className="mt-4">{t("landing.compliance.keep")}</p>
    </aside>
  );
}
