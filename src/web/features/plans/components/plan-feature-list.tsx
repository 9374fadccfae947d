import { Check } from "lucide-react";
import { featuresOf } from "../lib/plan-features";
import { useI18n } from "../../../lib/i18n";

/** What a plan gives, one ticked line each: the pricing cards and the subscription pages alike. */
export function PlanFeatureList({ plan, className }: { plan: Parameters<typeof featuresOf>[0]; className: string }) {
  const { t } = useI18n();
  return (
    <ul className={className}>
      {featuresOf(plan).map(({ key, values }) => (
        <li key={key} className="flex gap-3 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {t(key, values)}
        </li>
      ))}
    </ul>
  );
}
