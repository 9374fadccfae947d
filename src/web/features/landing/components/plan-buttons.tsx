import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import type { PlanState } from "../api/use-plan-state";
import { useI18n } from "../../../lib/i18n";

const FULL = "w-full";

/** docs/product-spec.md §2 pricing: the Free card's button in each plan state. */
export function FreePlanButton({ state }: { state: PlanState }) {
  const { t } = useI18n();
  if (state === "loading") {
    return (
      <Button variant="outline" size="lg" className={FULL} pending>
        {t("pricing.checking")}
      </Button>
    );
  }
  if (state === "premium") {
    return (
      <Button variant="outline" size="lg" className={FULL} disabled>
        {t("pricing.upgraded")}
      </Button>
    );
  }
  if (state === "free") {
    return (
      <Link to="/upload-receipt" className={buttonClasses({ variant: "outline", size: "lg", className: FULL })}>
        {t("pricing.startFreePlan")}
      </Link>
    );
  }
  return (
    <Link to="/sign-up" className={buttonClasses({ variant: "outline", size: "lg", className: FULL })}>
      {t("pricing.signUpFree")}
    </Link>
  );
}

/** docs/product-spec.md §2 pricing: the Premium card's button in each plan state. */
export function PremiumPlanButton({ state }: { state: PlanState }) {
  const { t } = useI18n();
  if (state === "loading") {
    return (
      <Button size="lg" className={FULL} pending>
        {t("pricing.checking")}
      </Button>
    );
  }
  if (state === "premium") {
    return (
      <div className="space-y-3 text-center">
        <Button size="lg" className={FULL} disabled>
          {t("pricing.activePlan")}
        </Button>
        <Link to="/my-subscription" className={buttonClasses({ variant: "link" })}>
          {t("pricing.manage")}
        </Link>
      </div>
    );
  }
  if (state === "free") {
    return (
      <Link to="/my-subscription" className={buttonClasses({ size: "lg", className: FULL })}>
        {t("pricing.upgradeNow")}
      </Link>
    );
  }
  // A visitor buying Premium needs an account first: Register, then on to buy it (decision 021's "Start Free" rule).
  return (
    <Link to="/sign-up?redirect=/my-subscription" className={buttonClasses({ size: "lg", className: FULL })}>
      {t("pricing.startPremium")}
    </Link>
  );
}
