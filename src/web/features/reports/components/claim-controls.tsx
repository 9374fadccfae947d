import { useId } from "react";
import type { Claimant } from "#domain/tax/claimant";
import type { ReportScope } from "../api/report-types";
import { periodLabel, periodOptionLabel } from "../lib/period-label";
import { ClaimantOptions } from "../../settings/components/claimant-options";
import { useI18n } from "../../../lib/i18n";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none";

interface ClaimControlsProps {
  scope: ReportScope;
  onChange: (changes: Partial<ReportScope>) => void;
}

/** The claim period (any 12 months ending in the tax year) and whom the claim is for (docs/tax-rules.md). */
export function ClaimControls({ scope, onChange }: ClaimControlsProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const periodId = useId();
  const claimantId = useId();
  const months = [12, ...Array.from({ length: 11 }, (_, i) => i + 1)];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor={periodId} className="block text-sm font-medium text-slate-800">
          {t("tax.claimPeriod")}
        </label>
        <select id={periodId} className={SELECT} value={scope.endMonth} onChange={(e) => onChange({ endMonth: Number(e.target.value) })}>
          {months.map((m) => (
            <option key={m} value={m}>
              {periodOptionLabel(scope.year, m, i18n)}
            </option>
          ))}
        </select>
        <p className="text-xs text-slate-500">{t("tax.periodHint", { period: periodLabel(scope.year, scope.endMonth, i18n) })}</p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={claimantId} className="block text-sm font-medium text-slate-800">
          {t("tax.claimFor")}
        </label>
        <select
          id={claimantId}
          className={SELECT}
          value={scope.claimant ?? ""}
          onChange={(e) => onChange({ claimant: e.target.value ? (e.target.value as Claimant) : null })}
        >
          <option value="">{t("tax.everyone")}</option>
          <ClaimantOptions />
        </select>
        <p className="text-xs text-slate-500">{t("tax.claimForHint")}</p>
      </div>
    </div>
  );
}
