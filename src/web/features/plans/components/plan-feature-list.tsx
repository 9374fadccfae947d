import { Check } from "lucide-react";

/** What a plan gives, one ticked line each: the pricing cards and the Premium offer alike. */
export function PlanFeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
