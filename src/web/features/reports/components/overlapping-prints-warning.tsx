import { Alert } from "../../../components/ui/alert";
import type { ReportScope } from "../api/report-types";
import { useOverlappingPrints } from "../api/use-overlapping-prints";
import { printedClaimSentence } from "../lib/print-warning";
import { useI18n } from "../../../lib/i18n";

/** docs/tax-rules.md: a claim period must not have been claimed before, so one overlapping a printed one is flagged. */
export function OverlappingPrintsWarning({ scope, className }: { scope: ReportScope; className?: string }) {
  const words = useI18n();
  const { t } = words;
  const prints = useOverlappingPrints(scope);
  if (!prints.data?.length) return null;
  return (
    <Alert variant="warning" title={t("tax.overlap.title")} className={className}>
      {prints.data.map((p) => (
        <p key={`${p.period.start}|${p.claimant ?? ""}`}>{printedClaimSentence(p, words)}</p>
      ))}
      <p className="mt-1">{t("tax.overlap.text", { count: prints.data.length })}</p>
    </Alert>
  );
}
