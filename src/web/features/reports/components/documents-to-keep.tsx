import { useI18n } from "../../../lib/i18n";
import { DOCUMENTS_TO_KEEP } from "../lib/claim-summary-texts";

/** docs/tax-rules.md "Documents to keep": not filed with the return, but CRA can ask for them. */
export function DocumentsToKeep({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <h2 className="text-base font-semibold text-slate-900">{t("summary.documentsHeading")}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {DOCUMENTS_TO_KEEP.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-600">{t("summary.keepFor")}</p>
    </div>
  );
}
