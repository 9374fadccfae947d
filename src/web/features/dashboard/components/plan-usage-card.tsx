import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { PlanStatus } from "#domain/api/plans";
import { useI18n } from "../../../lib/i18n";
import { ReceiptUsage } from "../../plans/components/receipt-usage";

/** Receipts read this month against the plan, in large type, with the usage bar My Subscription shows. */
export function PlanUsageCard({ plan }: { plan: PlanStatus | undefined }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.plan.title")}</CardTitle>
        <CardDescription>{plan ? t(plan.isPremium ? "dashboard.plan.premium" : "dashboard.plan.free") : t("dashboard.plan.loading")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-semibold text-slate-900" data-testid="receipts-this-month">
          {plan ? (plan.receiptsPerMonth === null ? plan.receiptsThisMonth : t("dashboard.plan.used", { used: plan.receiptsThisMonth, limit: plan.receiptsPerMonth })) : "…"}
        </p>
        {plan && <ReceiptUsage status={plan} />}
        {plan && plan.receiptsPerMonth !== null && plan.paymentsAvailable && (
          <Link to="/subscription" className="inline-block text-sm font-medium text-emerald-800 underline underline-offset-4">
            {t("dashboard.plan.goUnlimited")}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
