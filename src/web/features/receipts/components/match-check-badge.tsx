import { CircleCheck, PencilLine, TriangleAlert } from "lucide-react";
import type { MatchCheck } from "#domain/claims/match-confidence";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

/**
 * Whether a line's comparable price looks fair. A doubtful one says why in words, so the warning does not rest on
 * its amber colour and a screen reader hears the reasons with it. A price the user typed is theirs, not a match.
 */
export function MatchCheckBadge({ check, className }: { check: MatchCheck | null; className?: string }) {
  const { t } = useI18n();
  if (!check) return null;
  if (check.level === "yours") {
    return (
      <p className={cn("flex items-center gap-1 text-xs text-slate-500", className)}>
        <PencilLine aria-hidden="true" className="size-3.5 shrink-0" />
        {t("review.match.yours")}
      </p>
    );
  }
  if (check.level === "good") {
    return (
      <p className={cn("flex items-center gap-1 text-xs text-slate-500", className)}>
        <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
        {t("review.match.good")}
      </p>
    );
  }
  return (
    <div role="note" aria-label={t("review.match.check")} className={cn("rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900", className)}>
      <p className="flex items-center gap-1 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {t("review.match.check")}
      </p>
      <ul className="mt-0.5 list-disc space-y-0.5 pl-5">
        {check.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
