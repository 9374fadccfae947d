import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n";
import { usePlanStatus } from "../../plans/api/use-plan-status";

/** What is left of the Free plan this month; Premium has no limit to show, and is offered only where it is sold. */
export function PlanUsageNote() {
  const { t } = useI18n();
  const { data } = usePlanStatus();
  if (!data || data.receiptsPerMonth === null) return null;
  const left = Math.max(0, data.receiptsPerMonth - data.receiptsThisMonth);
  return (
    <p className="text-sm text-slate-600">
      {t("upload.planUsage", { used: data.receiptsThisMonth, limit: data.receiptsPerMonth, left })}
      {data.paymentsAvailable && (
        <>
          {" "}
          <Link to="/subscription" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
            {t("dashboard.plan.goUnlimited")}
          </Link>
        </>
      )}
    </p>
  );
}
