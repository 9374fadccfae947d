import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { PlanFeatureList } from "../../plans/components/plan-feature-list";
import { usePlanState } from "../api/use-plan-state";
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

/** docs/product-spec.md §1 plans: Free and Premium, with buttons that follow the visitor's plan state. */
export function PricingCards() {
  const state = usePlanState();
  return (
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
