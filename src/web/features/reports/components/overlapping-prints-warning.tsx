import { Alert } from "../../../components/ui/alert";
import type { ReportScope } from "../api/report-types";
import { useOverlappingPrints } from "../api/use-overlapping-prints";
import { printedClaimSentence } from "../lib/print-warning";

/** docs/tax-rules.md: a claim period must not have been claimed before, so one overlapping a printed one is flagged. */
export function OverlappingPrintsWarning({ scope, className }: { scope: ReportScope; className?: string }) {
  const prints = useOverlappingPrints(scope);
  if (!prints.data?.length) return null;
  return (
    <Alert variant="warning" title="Overlapping claim period" className={className}>
      {prints.data.map((p) => (
        <p key={`${p.period.start}|${p.claimant ?? ""}`}>{printedClaimSentence(p)}</p>
      ))}
      <p className="mt-1">This period overlaps {prints.data.length === 1 ? "it" : "them"}: a purchase can be claimed only once.</p>
    </Alert>
  );
}
