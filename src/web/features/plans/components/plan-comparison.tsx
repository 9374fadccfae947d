import type { ReactNode } from "react";
import { PREMIUM_PRICE_CENTS } from "#domain/plans/premium-price";
import { Badge } from "../../../components/ui/badge";
import { PREMIUM_PLAN_NAME } from "../lib/plan-features";
import { PlanCard } from "./plan-card";
import { useI18n } from "../../../lib/i18n";

interface PlanComparisonProps {
  /** Under the Free plan's features: this month's receipts, where known. */
  freeDetails?: ReactNode;
  /** The upgrade button, or why there is none. */
  upgrade: ReactNode;
}

/** docs/product-spec.md §2: the Free and Premium plans side by side for a user on Free. */
export function PlanComparison({ freeDetails, upgrade }: PlanComparisonProps) {
  const { t, format } = useI18n();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard name={t("pricing.free")} price={format.price(0)} period={t("pricing.forever")} plan="free" badge={<Badge>{t("subscription.currentPlan")}</Badge>}>
        {freeDetails}
      </PlanCard>
      <PlanCard name={PREMIUM_PLAN_NAME} price={format.price(PREMIUM_PRICE_CENTS)} period={t("subscription.perYear")} plan="premium" highlighted>
        <p className="text-sm text-slate-600">{t("subscription.perMonth", { monthly: format.price(PREMIUM_PRICE_CENTS / 12) })}</p>
        {upgrade}
      </PlanCard>
    </div>
  );
}
