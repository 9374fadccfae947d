import { Check } from "lucide-react";
import { PLAN_FEATURES, type Plan } from "../lib/plan-features";

/** What a plan gives, one ticked line each: the pricing cards and the Premium offer alike. */
export function PlanFeatureList({ plan, className }: { plan: Plan; className: string }) {
  return (
    <ul className={className}>
      {PLAN_FEATURES[plan].map((feature) => (
        <li key={feature} className="flex gap-3 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
