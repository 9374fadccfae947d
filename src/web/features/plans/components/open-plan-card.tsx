import type { PlanStatus } from "#domain/api/plans";
import { Badge } from "../../../components/ui/badge";
import { PlanCard } from "./plan-card";
import { ReceiptUsage } from "./receipt-usage";
import { useI18n } from "../../../lib/i18n";

/**
 * My Subscription where this server sells no Premium: the one plan every account has there, with every feature, and
 * this month's receipts. Nothing to buy, so nothing about buying (decision 025).
 */
export function OpenPlanCard({ status }: { status: PlanStatus }) {
  const { t, format } = useI18n();
  return (
    <div className="max-w-md">
      <PlanCard
        name={t("pricing.free")}
        price={format.price(0)}
        period={t("pricing.forever")}
        plan={{ receiptsPerMonth: status.receiptsPerMonth }}
        badge={<Badge>{t("subscription.currentPlan")}</Badge>}
      >
        <p className="text-sm text-slate-600">{t("subscription.open")}</p>
        <ReceiptUsage status={status} />
      </PlanCard>
    </div>
  );
}
