import type { ComponentProps, ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { usePremiumOnSale } from "../../plans/api/use-premium-on-sale";
import { PlanFeatureList } from "../../plans/components/plan-feature-list";
import { usePlanState } from "../api/use-plan-state";
import { LandingSection } from "./landing-section";
import { FreePlanButton, PremiumPlanButton } from "./plan-buttons";
import { PREMIUM_MONTHLY_CENTS } from "#domain/plans/premium-price";
import { useI18n } from "../../../lib/i18n";

interface PlanCardProps {
  /** Names the card's heading for the page (`plan-free`), whatever the language. */
  id: "free" | "premium";
  name: string;
  price: string;
  period: string;
  note: string;
  plan: ComponentProps<typeof PlanFeatureList>["plan"];
  highlighted?: boolean;
  action: ReactNode;
}

function PlanCard({ id, name, price, period, note, plan, highlighted = false, action }: PlanCardProps) {
  const headingId = `plan-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        highlighted ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200",
      )}
    >
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">{price}</span>
        <span className="text-slate-600">{period}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      <PlanFeatureList plan={plan} className="mt-6 flex-1 space-y-3" />
      <div className="mt-8">{action}</div>
    </section>
  );
}

/**
 * docs/product-spec.md §1 plans: Free and Premium, with buttons that follow the visitor's plan state, where this
 * server sells Premium. Where it does not, every account has every feature, so there is one plan and nothing to buy
 * (decision 025); until the server says which, neither is shown.
 */
export function PricingSection() {
  const sale = usePremiumOnSale();
  const state = usePlanState();
  const { t, format } = useI18n();
  const freePrice = format.price(0);
  const monthlyPrice = format.price(PREMIUM_MONTHLY_CENTS);
  let lead: string | undefined;
  let body: ReactNode;
  if (sale.state === "loading") {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-5 text-emerald-700" />
        {t("pricing.loading")}
      </p>
    );
  } else if (sale.state === "failed") {
    body = <LoadError message={t("pricing.failed")} onRetry={sale.retry} />;
  } else if (sale.state === "not-sold") {
    lead = t("pricing.openLead");
    body = (
      <div className="max-w-md">
        <PlanCard
          id="free"
          name={t("pricing.free")}
          price={freePrice}
          period={t("pricing.forever")}
          note={t("pricing.openNote")}
          plan={{ receiptsPerMonth: sale.freeReceiptsPerMonth }}
          action={<FreePlanButton state={state} />}
        />
      </div>
    );
  } else {
    lead = t("pricing.lead");
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          id="free"
          name={t("pricing.free")}
          price={freePrice}
          period={t("pricing.forever")}
          note={t("pricing.freeNote")}
          plan="free"
          action={<FreePlanButton state={state} />}
        />
        <PlanCard
          id="premium"
          name={t("pricing.premium")}
          price={monthlyPrice}
          period={t("pricing.perMonth")}
          note={t("pricing.premiumNote")}
          plan="premium"
          highlighted
          action={<PremiumPlanButton state={state} />}
        />
      </div>
    );
  }
  return (
    <LandingSection id="pricing" title={t("pricing.title")} lead={lead}>
      {body}
    </LandingSection>
  );
}
