import type { ComponentProps, ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { usePremiumOnSale } from "../../plans/api/use-premium-on-sale";
import { PlanFeatureList } from "../../plans/components/plan-feature-list";
import { usePlanState } from "../api/use-plan-state";
import { LandingSection } from "./landing-section";
import { FreePlanButton, PremiumPlanButton } from "./plan-buttons";

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  note: string;
  plan: ComponentProps<typeof PlanFeatureList>["plan"];
  highlighted?: boolean;
  action: ReactNode;
}

function PlanCard({ name, price, period, note, plan, highlighted = false, action }: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase()}`;
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
  let lead: string | undefined;
  let body: ReactNode;
  if (sale.state === "loading") {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-5 text-emerald-700" />
        Loading the plans...
      </p>
    );
  } else if (sale.state === "failed") {
    body = <LoadError message="The plans couldn't be loaded." onRetry={sale.retry} />;
  } else if (sale.state === "not-sold") {
    lead = "Free for every account, with every feature.";
    body = (
      <div className="max-w-md">
        <PlanCard
          name="Free"
          price="$0"
          period="forever"
          note="Every feature, for every account."
          plan={{ receiptsPerMonth: sale.freeReceiptsPerMonth }}
          action={<FreePlanButton state={state} />}
        />
      </div>
    );
  } else {
    lead = "Start free. Upgrade when you have more receipts than a month's free allowance.";
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          name="Free"
          price="$0"
          period="forever"
          note="Everything you need to try it out."
          plan="free"
          action={<FreePlanButton state={state} />}
        />
        <PlanCard
          name="Premium"
          price="$1"
          period="/ month"
          note="Billed $12 per year (CAD). 30-day money-back guarantee."
          plan="premium"
          highlighted
          action={<PremiumPlanButton state={state} />}
        />
      </div>
    );
  }
  return (
    <LandingSection id="pricing" title="Pricing" lead={lead}>
      {body}
    </LandingSection>
  );
}
