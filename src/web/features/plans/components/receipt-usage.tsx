import { ProgressBar } from "../../../components/ui/progress-bar";
import { useI18n } from "../../../lib/i18n";
import type { PlanStatus } from "#domain/api/plans";

/** This month's receipts against the Free plan's limit; a server without a limit just counts them. */
export function ReceiptUsage({ status }: { status: Pick<PlanStatus, "receiptsThisMonth" | "receiptsPerMonth"> }) {
  const { t } = useI18n();
  if (status.receiptsPerMonth === null) {
    return <p className="text-sm text-slate-600">{t("plans.usage.processed", { count: status.receiptsThisMonth })}</p>;
  }
  const used = Math.min(status.receiptsThisMonth, status.receiptsPerMonth);
  const left = status.receiptsPerMonth - used;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {t("plans.usage.used", { used, limit: status.receiptsPerMonth, left })}
      </p>
      <ProgressBar label={t("plans.usage.bar")} value={used} max={status.receiptsPerMonth} className="bg-slate-100" />
    </div>
  );
}
